/** The tables weather owns: no other module's SQL names them (test/table-owners.test.ts). */
export const weatherTables = ['weather_conditions', 'weather_condition_tallies', 'weather_condition_days', 'weather_what_works'] as const;
