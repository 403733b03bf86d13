import { Card, Grid, Link, Text } from '@chakra-ui/react';
import { SUPPORT_CONTACTS } from '../../domain/help/support-contacts.ts';

/** How to reach Offerwell's support team (one config place: domain/help/support-contacts.ts). */
export function SupportContactsCard() {
  return (
    <Card.Root as="section" aria-labelledby="support-contacts-title">
      <Card.Header>
        <Card.Title as="h2" id="support-contacts-title">
          Contact support
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Grid as="dl" templateColumns="5rem 1fr" columnGap="4" rowGap="2" alignItems="baseline">
          <Text as="dt" fontWeight="600">
            E-mail
          </Text>
          <Text as="dd" overflowWrap="anywhere">
            <Link href={`mailto:${SUPPORT_CONTACTS.email}`} color="brand.fg">
              {SUPPORT_CONTACTS.email}
            </Link>
          </Text>
          <Text as="dt" fontWeight="600">
            Phone
          </Text>
          <Text as="dd">
            <Link href={`tel:${SUPPORT_CONTACTS.phone.replace(/-/g, '')}`} color="brand.fg">
              {SUPPORT_CONTACTS.phone}
            </Link>
          </Text>
          <Text as="dt" fontWeight="600">
            Hours
          </Text>
          <Text as="dd">{SUPPORT_CONTACTS.hours}</Text>
        </Grid>
        <Text mt="3" fontSize="sm" color="fg.muted">
          We answer e-mails within {SUPPORT_CONTACTS.responseTime}.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
