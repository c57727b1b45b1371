export * from './species.ts';
