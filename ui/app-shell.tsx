import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Logo } from './logo.tsx';
import { appShellMessages as m } from './messages/app-shell.ts';
import { type Navigate, NavLink } from './nav-link.tsx';

export interface NavItem {
  /** Words of the console's catalogue, or a name that already is words (a campaign's). */
  readonly label: string | MessageDescriptor;
  /** Absent for a group heading whose children carry the links. */
  readonly href?: string;
  readonly children?: readonly NavItem[];
}

export interface AppShellProps {
  /** e.g. "Lender console". */
  readonly consoleName: string;
  readonly nav: readonly NavItem[];
  readonly currentPath: string;
  readonly onNavigate: Navigate;
  readonly userName: string;
  readonly userDetail?: string | undefined;
  readonly onLogout: () => void;
  readonly children: ReactNode;
}

function isActive(href: string | undefined, currentPath: string): boolean {
  return href !== undefined && (currentPath === href || currentPath.startsWith(`${href}/`));
}

/** A nav item's key: its words as given, or its message's id. */
const labelKey = (label: NavItem['label']) => (typeof label === 'string' ? label : String(label.id));

function NavLabel({ label }: { label: NavItem['label'] }) {
  return typeof label === 'string' ? label : <FormattedMessage {...label} />;
}

function NavList({
  items,
  currentPath,
  onNavigate,
  depth = 0,
}: {
  items: readonly NavItem[];
  currentPath: string;
  onNavigate: Navigate;
  depth?: number;
}) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" ps={depth > 0 ? '3' : '0'}>
      {items.map((item) => (
        <Box as="li" key={`${labelKey(item.label)}-${item.href ?? ''}`}>
          {item.href ? (
            <NavLink
              href={item.href}
              onNavigate={onNavigate}
              display="block"
              px="3"
              py="1.5"
              borderRadius="md"
              fontSize="sm"
              fontWeight={isActive(item.href, currentPath) ? '600' : '500'}
              color={isActive(item.href, currentPath) ? 'white' : 'sidebar.fg'}
              bg={isActive(item.href, currentPath) ? 'sidebar.active' : 'transparent'}
              aria-current={isActive(item.href, currentPath) ? 'page' : undefined}
              _hover={{ bg: isActive(item.href, currentPath) ? 'sidebar.active' : 'sidebar.hover', color: 'white' }}
              textDecoration="none"
            >
              <NavLabel label={item.label} />
            </NavLink>
          ) : (
            <Text
              px="3"
              pt="3"
              pb="1"
              fontSize="xs"
              fontWeight="600"
              textTransform="uppercase"
              letterSpacing="wider"
              color="gray.400"
            >
              <NavLabel label={item.label} />
            </Text>
          )}
          {item.children && item.children.length > 0 ? (
            <NavList items={item.children} currentPath={currentPath} onNavigate={onNavigate} depth={depth + 1} />
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function Sidebar({ consoleName, nav, currentPath, onNavigate }: SidebarProps) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="6" px="3" py="5" h="full" overflowY="auto">
      <Stack gap="1" px="3">
        <Logo tone="light" />
        <Text fontSize="xs" color="gray.400">
          {consoleName}
        </Text>
      </Stack>
      <Box as="nav" aria-label={t(m.main)}>
        <NavList items={nav} currentPath={currentPath} onNavigate={onNavigate} />
      </Box>
    </Stack>
  );
}

type SidebarProps = Omit<AppShellProps, 'children' | 'userName' | 'userDetail' | 'onLogout'>;

/** Console frame: fixed sidebar on wide screens, a drawer on narrow ones, and a top bar with the user and logout. */
export function AppShell(props: AppShellProps) {
  const { userName, userDetail, onLogout, children, ...sidebar } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink={0}
        bg="bg.sidebar"
        position="sticky"
        top="0"
        h="100dvh"
      >
        <Sidebar {...sidebar} />
      </Box>
      <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} sidebar={sidebar} />
      <Flex direction="column" flex="1" minW="0">
        <TopBar
          userName={userName}
          userDetail={userDetail}
          onLogout={onLogout}
          onOpenNavigation={() => setDrawerOpen(true)}
        />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} maxW="7xl" w="full">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}

/** The sidebar in a drawer for narrow screens; following a link closes it. */
function NavDrawer(props: { open: boolean; onOpenChange: (open: boolean) => void; sidebar: SidebarProps }) {
  const { formatMessage: t } = useIntl();
  const { open, onOpenChange, sidebar } = props;
  const navigateAndClose: Navigate = (href) => {
    onOpenChange(false);
    sidebar.onNavigate(href);
  };
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.sidebar" maxW="72">
            <Drawer.Title srOnly>{t(m.navigation)}</Drawer.Title>
            <Sidebar {...sidebar} onNavigate={navigateAndClose} />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label={t(m.closeNavigation)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The sticky top bar: the menu button and logo on narrow screens, then who is signed in and "Log out". */
function TopBar(props: {
  userName: string;
  userDetail: string | undefined;
  onLogout: () => void;
  onOpenNavigation: () => void;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <HStack
      as="header"
      justify="space-between"
      px={{ base: '4', md: '8' }}
      py="3"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <HStack gap="3">
        <IconButton
          aria-label={t(m.openNavigation)}
          variant="ghost"
          display={{ base: 'inline-flex', lg: 'none' }}
          onClick={props.onOpenNavigation}
        >
          <LuMenu />
        </IconButton>
        <Box display={{ base: 'block', lg: 'none' }}>
          <Logo size="sm" />
        </Box>
      </HStack>
      <HStack gap="4">
        <Stack gap="0" textAlign="right" display={{ base: 'none', sm: 'flex' }}>
          <Text fontSize="sm" fontWeight="600">
            {props.userName}
          </Text>
          {props.userDetail ? (
            <Text fontSize="xs" color="fg.muted">
              {props.userDetail}
            </Text>
          ) : null}
        </Stack>
        <Button size="sm" variant="outline" onClick={props.onLogout}>
          <LuLogOut /> {t(m.logOut)}
        </Button>
      </HStack>
    </HStack>
  );
}
