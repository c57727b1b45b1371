import { NotFound } from '../../../shared/kernel/domain-errors.ts';

export class SpotNotFound extends NotFound {
  readonly code = 'SPOT_NOT_FOUND';
  constructor() {
    super('Spot not found');
  }
}
