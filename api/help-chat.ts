import * as v from 'valibot';
import { helpFeedbackSchema, helpQuestionSchema } from '../domain/validation/help-chat.ts';
import { EmbedderParams, embedderEndpoint } from './console-endpoint.ts';
import type { Schema, TenantScope } from './endpoint.ts';
import { type EndpointGroup, endpointGroup, lenderGroup } from './endpoint-group.ts';

/** One passage of a help article the answer quotes, with the article it comes from. */
export const HelpPassage = v.object({ articleId: v.string(), title: v.string(), text: v.string() });
export type HelpPassage = v.InferOutput<typeof HelpPassage>;

/**
 * The help chat's answer (000 §1 chat feature): the matching help-article passages and their titles as sources, or
 * `matched: false` and the "contact support" text when nothing matched. `answerId` names it for feedback.
 */
export const HelpAnswer = v.object({
  answerId: v.string(),
  chatSessionId: v.string(),
  question: v.string(),
  matched: v.boolean(),
  text: v.string(),
  passages: v.array(HelpPassage),
  sources: v.array(v.object({ articleId: v.string(), title: v.string() })),
});
export type HelpAnswer = v.InferOutput<typeof HelpAnswer>;

export const HelpFeedbackAnswer = v.object({ answerId: v.string(), rating: v.picklist(['up', 'down']) });

/** Client support (002 §2): lender and embedder users with `clientSupport` read, admins with lenders/embedders read. */
const CLIENT_SUPPORT_READ = { area: 'clientSupport', action: 'read' } as const;
export const HELP_CHAT_ACTIONS = { asked: 'HELP_QUESTION_ASKED', feedback: 'CHATBOT_FEEDBACK_GIVEN' } as const;
/** Each kept answer and each rating is a row of the tenant's audit trail, like every other console write. */
const ASKED = { action: HELP_CHAT_ACTIONS.asked, entity: 'HELP_CHAT_ANSWER' } as const;
const FEEDBACK = { action: HELP_CHAT_ACTIONS.feedback, entity: 'CHATBOT_FEEDBACK' } as const;

/**
 * The two help-chat calls every partner console has, the same but for the console's group (its scope, path prefix
 * and params), the help articles it answers from and the audit category of its rows.
 */
const helpChatCalls = <S extends TenantScope, P extends Schema>(
  group: EndpointGroup<S, P>,
  articles: string,
  category: 'LENDER' | 'EMBEDDER',
) => ({
  ask: group({
    method: 'POST',
    path: '/questions',
    summary: `Ask the help chat a question; answered from the ${articles} help articles`,
    audit: { ...ASKED, category },
    body: helpQuestionSchema,
    response: HelpAnswer,
  }),
  feedback: group({
    method: 'POST',
    path: '/feedback',
    summary: 'Chatbot feedback (002 §7): thumbs up or down, and a comment, on one help-chat answer',
    audit: { ...FEEDBACK, category },
    body: helpFeedbackSchema,
    response: HelpFeedbackAnswer,
  }),
});

const support = { tags: ['client support'], permission: CLIENT_SUPPORT_READ } as const;
const lender = helpChatCalls(lenderGroup({ ...support, path: '/clientSupport' }), 'lender', 'LENDER');
export const askLenderHelp = lender.ask;
export const lenderHelpFeedback = lender.feedback;

const embedder = helpChatCalls(
  endpointGroup(embedderEndpoint, { ...support, path: '/embedder/:embedderId/clientSupport', params: EmbedderParams }),
  'embedder',
  'EMBEDDER',
);
export const askEmbedderHelp = embedder.ask;
export const embedderHelpFeedback = embedder.feedback;

/** The help-chat calls of each partner console. */
export const HELP_CHAT_CALLS = {
  fi: { ask: askLenderHelp, feedback: lenderHelpFeedback },
  embedder: { ask: askEmbedderHelp, feedback: embedderHelpFeedback },
} as const;
