import { Migration } from '@mikro-orm/migrations';

/**
 * An entry keeps its size as its angler typed it — value and unit (kg or lbs, cm or in), numeric to
 * two decimals — and kilograms and centimetres become exact conversions PostgreSQL derives from it
 * (unscaled numeric: a pound is 0.45359237 kg, an inch 2.54 cm, by definition), so 2.35 lbs is never
 * stored as 1.07 kg and read back as 2.36 lbs, and "Heaviest Fish" ranks on exact weights. Every
 * existing entry was typed into kilograms and centimetres as stored, so it carries over unchanged as
 * typed in kg and cm. Standings keep their scores and best sizes unscaled for the same reason.
 */
export class SizesAsTyped20261128091200 extends Migration {
  override up(): void {
    this.addSql(`alter table tournament_entries
      add column weight_value numeric(10, 2) null check (weight_value > 0),
      add column weight_unit varchar(3) null check (weight_unit in ('kg', 'lbs')),
      add column length_value numeric(8, 2) null check (length_value > 0),
      add column length_unit varchar(2) null check (length_unit in ('cm', 'in')),
      add constraint tournament_entries_weight_typed_check check ((weight_value is null) = (weight_unit is null)),
      add constraint tournament_entries_length_typed_check check ((length_value is null) = (length_unit is null))`);
    this.addSql(`update tournament_entries set
      weight_value = weight_kg, weight_unit = case when weight_kg is null then null else 'kg' end,
      length_value = length_cm, length_unit = case when length_cm is null then null else 'cm' end`);
    this.addSql('alter table tournament_entries drop column weight_kg, drop column length_cm');
    this.addSql(`alter table tournament_entries
      add column weight_kg numeric generated always as
        (case weight_unit when 'lbs' then weight_value * 0.45359237 else weight_value end) stored,
      add column length_cm numeric generated always as
        (case length_unit when 'in' then length_value * 2.54 else length_value end) stored`);
    this.addSql(`alter table tournament_standings
      alter column score type numeric, alter column best_weight_kg type numeric, alter column best_length_cm type numeric`);
  }

  override down(): void {
    this.addSql(`alter table tournament_standings alter column score type numeric(14, 2),
      alter column best_weight_kg type numeric(8, 2), alter column best_length_cm type numeric(6, 1)`);
    this.addSql(`alter table tournament_entries drop column weight_kg, drop column length_cm`);
    this.addSql(`alter table tournament_entries
      add column weight_kg numeric(8, 2) null check (weight_kg > 0), add column length_cm numeric(6, 1) null check (length_cm > 0)`);
    this.addSql(`update tournament_entries set
      weight_kg = case weight_unit when 'lbs' then round(weight_value * 0.45359237, 2) else weight_value end,
      length_cm = case length_unit when 'in' then round(length_value * 2.54, 1) else length_value end`);
    this.addSql(`alter table tournament_entries drop column weight_value, drop column weight_unit,
      drop column length_value, drop column length_unit`);
  }
}
