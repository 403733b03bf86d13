import { EmbedderParams, embedderEndpoint } from './console-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

/**
 * An embedder's keys (002 §7): its site keys and its partner-API keys share the tag, the `keys` area's read and
 * write rights and the embedder's params; each declares its own path with `embedderKeys.within(…)`.
 */
export const embedderKeys = endpointGroup(embedderEndpoint, {
  tags: ['embedder keys'],
  area: 'keys',
  params: EmbedderParams,
});
