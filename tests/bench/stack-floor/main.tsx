/**
 * The bundle benchmark's second peer: the mandated stack and nothing else (React 19, Chakra 3 with the app's own lean
 * system, TanStack Router and Query, XState with its React hook), one route with one machine, one query and a button.
 * Whatever the consumer entry weighs above this is the product's own code and its other libraries.
 */
import { Button, ChakraProvider, Stack, Text } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { createRoot } from 'react-dom/client';
import { createMachine } from 'xstate';
import { system } from '../../../ui/system.ts';

const toggle = createMachine({
  id: 't',
  initial: 'off',
  states: { off: { on: { T: 'on' } }, on: { on: { T: 'off' } } },
});
function Home() {
  const [state, send] = useMachine(toggle);
  const q = useQuery({ queryKey: ['x'], queryFn: async () => 1 });
  return (
    <Stack>
      <Text>
        {String(state.value)} {q.data}
      </Text>
      <Button onClick={() => send({ type: 'T' })}>Toggle</Button>
    </Stack>
  );
}
const root = createRootRoute();
const router = createRouter({
  routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Home })]),
});
const qc = new QueryClient();
createRoot(document.getElementById('root') as HTMLElement).render(
  <ChakraProvider value={system}>
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ChakraProvider>,
);
