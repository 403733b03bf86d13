import { Link } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';

export type Navigate = (href: string) => void;

/**
 * A real anchor (so middle-click and "open in new tab" work) that hands plain left-clicks to the router.
 * ui stays router-agnostic: the caller passes its navigate function.
 */
export function NavLink({
  href,
  onNavigate,
  children,
  ...rest
}: { href: string; onNavigate: Navigate; children: ReactNode } & Omit<
  React.ComponentProps<typeof Link>,
  'href' | 'onClick'
>) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Link href={href} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
