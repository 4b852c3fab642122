// The full database schema. Import tables from here: `import { patients } from '../db/schema'`.
export * from './enums';
export * from './patients';
export * from './doctors';
export * from './clinics';
export * from './directory';
export * from './appointments';
export * from './reviews';
export * from './prescriptions';
export * from './lab-tests';
export * from './payments';
export * from './payment-sandbox';
export * from './engagement';
export * from './chat';
export * from './support';
export * from './system';
export * from './relations';
export * from './deliveries';
