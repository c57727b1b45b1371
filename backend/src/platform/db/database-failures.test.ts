import { expect } from 'chai';
import { databaseFailureOf } from './database-failures.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('DriverException'), { cause });

describe('platform: what a database failure means to the caller', () => {
  it('calls a server that is down, restarting or unreachable unavailable', () => {
    for (const e of [
      pgError('ECONNREFUSED'),
      pgError('57P01'),
      pgError('57P03'),
      pgError('08006'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(databaseFailureOf(e), e.message).to.deep.equal({ kind: 'unavailable' });
    }
  });
  it('finds the cause however deep the ORM wrapped it', () => {
    expect(databaseFailureOf(wrapped(wrapped(pgError('57P01'))))).to.deep.equal({ kind: 'unavailable' });
  });
  it('turns constraint and value refusals into 4xx answers with a message', () => {
    expect(databaseFailureOf(pgError('23505'))).to.include({ kind: 'refused', status: 409 });
    expect(databaseFailureOf(wrapped(pgError('23514')))).to.include({ kind: 'refused', status: 422 });
    expect(databaseFailureOf(pgError('22P02'))).to.include({ kind: 'refused', status: 400 });
  });
  it('never calls a refused value an outage: every data exception (class 22) and a value the driver could not send are 400s', () => {
    for (const code of ['22021', '22P05', '22001', '22003', '22P02', '2200N', '08P01']) {
      expect(databaseFailureOf(wrapped(pgError(code))), code).to.include({ kind: 'refused', status: 400 });
    }
    expect(databaseFailureOf(pgError('53300'))).to.deep.equal({ kind: 'unavailable' });
  });
  it('leaves everything else alone (a 500 names the request id)', () => {
    expect(databaseFailureOf(new Error('boom'))).to.equal(undefined);
    expect(databaseFailureOf(pgError('42P01'))).to.equal(undefined); // a missing table is our bug, not the caller's
  });
});
