/** Whether an angler may take part: suspended until a time, or banned for good. */
export type Standing = { standing: 'good' } | { standing: 'suspended'; until: Date } | { standing: 'banned' };
