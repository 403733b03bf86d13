import { lenderGroup } from './endpoint-group.ts';

/**
 * The lender's General Setup (/fi/{fiId}/…, 002 §7): its many small resources (branches, logo, lookup lists, test
 * identities…) share the tag, the area's read and write rights and the lender's path; each declares its own
 * resource below it with `generalSetup.within('/branches')`.
 */
export const generalSetup = lenderGroup({ tags: ['lender general setup'], area: 'generalSetup' });
