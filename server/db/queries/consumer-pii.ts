import { open } from '../../auth/secret-box.ts';

/** A consumer's personal data (000 §3), sealed in consumers.pii with the app's key. */
export interface ConsumerPii {
  ssn?: string;
  dob?: string;
  email?: string;
  phone?: string;
  street?: string;
  city?: string;
  county?: string;
  state?: string;
  zipcode?: string;
  middleName?: string;
  suffix?: string;
  /** The bank account a /further loan is paid into: never the full account number. */
  linkedAccount?: { institutionName: string; routingNumber: string; accountLastFour: string; loanAmount: string };
}

/** The consumer's sealed personal data, opened; empty when there is none. */
export const openPii = (key: Buffer, sealed: string | null): ConsumerPii =>
  sealed ? (JSON.parse(open(key, sealed)) as ConsumerPii) : {};
