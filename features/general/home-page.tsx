import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Logo } from '../../ui/logo.tsx';
import { homePageMessages as m } from './messages/home-page.ts';

const DOORS = [
  { href: '/consumer/auth/login', title: m.seeMyOffers, text: m.consumerDoor },
  { href: '/lender/login', title: m.lenderConsole, text: m.lenderDoor },
  { href: '/embedder/login', title: m.embedderConsole, text: m.embedderDoor },
  { href: '/admin/login', title: m.adminConsole, text: m.adminDoor },
] as const;

/** The public front door: one entrance per realm. */
export function HomePage() {
  const { formatMessage: t } = useIntl();
  return (
    <Box as="main" minH="100dvh" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg.canvas" py="16" px="4">
      <Stack gap="10" maxW="4xl" mx="auto">
        <Stack gap="4">
          <Logo size="lg" />
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="-0.03em">
            {t(m.preApprovedLendingOffersFrom)}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {t(m.chooseWhereYouWantTo)}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {DOORS.map((door) => (
            <Card.Root key={door.href} asChild _hover={{ borderColor: 'brand.solid', shadow: 'md' }}>
              <a href={door.href}>
                <Card.Body gap="1">
                  <Card.Title color="brand.fg">{t(door.title)}</Card.Title>
                  <Card.Description>{t(door.text)}</Card.Description>
                </Card.Body>
              </a>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
