/** The migrated database that each test file's database is cloned from (see tests/setup/db-global.ts). */
export const TEMPLATE_DATABASE = 'swasthya_template';
