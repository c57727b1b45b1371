import { inject } from 'inversify';
import { Operators } from './operators.ts';
import { AuditLog, type AuditRecord } from './ports.ts';

/** The audit log, newest first, for operators only. */
export class ReadAuditLog {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  async page(operatorId: string, before: number | null, limit: number): Promise<{ items: AuditRecord[]; next: number | null }> {
    await this.operators.require(operatorId);
    const rows = await this.audit.page(before, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { items: page, next: rows.length > limit && last ? last.seq : null };
  }
}
