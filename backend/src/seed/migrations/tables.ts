/** The demo seed's own bookkeeping (which rows it made); it writes everything else through the modules' use cases. */
export const seedTables = ['demo_seed', 'demo_rows'] as const;
