import { REGISTRATION_PATHS } from '../redeem/journey-routes.ts';

export { REGISTRATION_PATHS };
