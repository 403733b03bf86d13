import { Grid, Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SUPPORT_CONTACTS } from '../../domain/help/support-contacts.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { clientSupportSupportContactsCardMessages as m } from '../messages/client-support-support-contacts-card.ts';

/** How to reach Offerwell's support team (one config place: domain/help/support-contacts.ts). */
export function SupportContactsCard() {
  const { formatMessage: t } = useIntl();
  return (
    <SectionCard id="support-contacts-title" title={t(m.contactSupport)}>
      <Grid as="dl" templateColumns="5rem 1fr" columnGap="4" rowGap="2" alignItems="baseline">
        <Text as="dt" fontWeight="600">
          {t(m.eMail)}
        </Text>
        <Text as="dd" overflowWrap="anywhere">
          <Link href={`mailto:${SUPPORT_CONTACTS.email}`} color="brand.fg">
            {SUPPORT_CONTACTS.email}
          </Link>
        </Text>
        <Text as="dt" fontWeight="600">
          {t(m.phone)}
        </Text>
        <Text as="dd">
          <Link href={`tel:${SUPPORT_CONTACTS.phone.replace(/-/g, '')}`} color="brand.fg">
            {SUPPORT_CONTACTS.phone}
          </Link>
        </Text>
        <Text as="dt" fontWeight="600">
          {t(m.hours)}
        </Text>
        <Text as="dd">{SUPPORT_CONTACTS.hours}</Text>
      </Grid>
      <Text mt="3" fontSize="sm" color="fg.muted">
        {t(m.weAnswerEMailsWithin, { responseTime: SUPPORT_CONTACTS.responseTime })}
      </Text>
    </SectionCard>
  );
}
