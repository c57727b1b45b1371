import { inject } from 'inversify';
import { SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { CardCopy } from '../../../../platform/db/card-copy.ts';
import type { PeopleCopy } from '../../application/ports.ts';

/** forum_anglers: the forum's copy of anglers' cards (platform/db/card-copy.ts). */
export class SqlPeopleCopy extends CardCopy implements PeopleCopy {
  constructor(@inject(SqlToken) db: Sql) {
    super(db, 'forum_anglers');
  }
}
