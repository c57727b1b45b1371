import { inject } from 'inversify';
import { SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { CardCopy } from '../../../../platform/db/card-copy.ts';
import type { AnglerCopy } from '../../application/ports.ts';

/** dm_anglers: messaging's copy of anglers' cards (platform/db/card-copy.ts). */
export class SqlAnglerCopy extends CardCopy implements AnglerCopy {
  constructor(@inject(SqlToken) db: Sql) {
    super(db, 'dm_anglers');
  }
}
