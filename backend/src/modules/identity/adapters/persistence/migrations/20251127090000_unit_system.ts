import { Migration } from '@mikro-orm/migrations';

/** Each angler's unit setting: imperial (part 1 §9's pounds and inches) until they choose metric. */
export class UnitSystem20251127090000 extends Migration {
  override up(): void {
    this.addSql(`
      alter table users
        add column unit_system varchar(8) not null default 'imperial'
          constraint users_unit_system_check check (unit_system in ('imperial', 'metric'))`);
  }

  override down(): void {
    this.addSql('alter table users drop column unit_system');
  }
}
