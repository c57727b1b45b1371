/** The tables weather owns: no other module's SQL names them (test/table-owners.test.ts). */
export const weatherTables = ['weather_conditions'] as const;
