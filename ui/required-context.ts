import { type Context, createContext, useContext } from 'react';

/**
 * A context without a default and the hook that reads it, which throws outside the provider: a screen that misses
 * its journey's provider is a programmer's error and fails loudly (001 §8).
 *
 * @example
 *   export const [JourneyContext, useJourney] = requiredContext<Journey>('useJourney', 'JourneyProvider');
 */
export function requiredContext<T>(hook: string, provider: string): readonly [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(context);
    if (!value) throw new Error(`${hook} must be used within a ${provider}`);
    return value;
  };
  return [context, useRequired];
}
