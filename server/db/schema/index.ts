export * from './audit.ts';
export * from './consumers.ts';
export * from './mail.ts';
export * from './meta.ts';
export * from './tenants.ts';
export * from './users.ts';
