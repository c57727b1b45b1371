import { NotFound } from '../../../shared/kernel/domain-errors.ts';

export class SpotNotFound extends NotFound {
  readonly code = 'SPOT_NOT_FOUND';
  constructor() {
    super('Spot not found');
  }
}

export class TipNotFound extends NotFound {
  readonly code = 'TIP_NOT_FOUND';
  constructor() {
    super('Tip not found');
  }
}
