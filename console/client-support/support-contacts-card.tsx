import { Grid, Link, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { SUPPORT_CONTACTS } from '../../domain/help/support-contacts.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { clientSupportSupportContactsCardMessages as m } from '../messages/client-support-support-contacts-card.ts';

/** The card's facts, term by term; an e-mail address may break anywhere to fit. */
const CONTACTS = [
  {
    term: m.eMail,
    value: (
      <Link href={`mailto:${SUPPORT_CONTACTS.email}`} color="brand.fg">
        {SUPPORT_CONTACTS.email}
      </Link>
    ),
    breakAnywhere: true,
  },
  {
    term: m.phone,
    value: (
      <Link href={`tel:${SUPPORT_CONTACTS.phone.replace(/-/g, '')}`} color="brand.fg">
        {SUPPORT_CONTACTS.phone}
      </Link>
    ),
    breakAnywhere: false,
  },
  { term: m.hours, value: SUPPORT_CONTACTS.hours, breakAnywhere: false },
];

/** How to reach Offerwell's support team (one config place: domain/help/support-contacts.ts). */
export function SupportContactsCard() {
  const { formatMessage: t } = useIntl();
  return (
    <SectionCard id="support-contacts-title" title={t(m.contactSupport)}>
      <Grid as="dl" templateColumns="5rem 1fr" columnGap="4" rowGap="2" alignItems="baseline">
        {CONTACTS.map((contact) => (
          <Fragment key={contact.term.id}>
            <Text as="dt" fontWeight="600">
              {t(contact.term)}
            </Text>
            <Text as="dd" overflowWrap={contact.breakAnywhere ? 'anywhere' : undefined}>
              {contact.value}
            </Text>
          </Fragment>
        ))}
      </Grid>
      <Text mt="3" fontSize="sm" color="fg.muted">
        {t(m.weAnswerEMailsWithin, { responseTime: SUPPORT_CONTACTS.responseTime })}
      </Text>
    </SectionCard>
  );
}
