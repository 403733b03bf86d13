/** Databases the integration run's global setup makes once and every test file copies (tests/integration/db.ts). */
export const MIGRATED_TEMPLATE = 'it_template_migrated';
export const SEEDED_TEMPLATE = 'it_template_seeded';
