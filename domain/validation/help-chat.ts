import * as v from 'valibot';
import { invalidMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

/** The longest question the help chat takes (a question, not a document). */
export const MAX_QUESTION_LENGTH = 500;
export const MAX_FEEDBACK_COMMENT_LENGTH = 1000;

/** 000 §3 chatSessionId: `{userId}-{realm}-{timestamp}`, optionally `-passthrough`. */
const chatSessionIdSchema = v.pipe(
  nonBlank('Chat session'),
  v.maxLength(200, invalidMessage('Chat session')),
  v.regex(/^[A-Za-z0-9-]+-(fi|embedder|super)-\d+(-passthrough)?$/, invalidMessage('Chat session')),
);

export const helpQuestionSchema = formObject(
  {
    chatSessionId: chatSessionIdSchema,
    question: v.pipe(
      nonBlank('Question'),
      v.trim(),
      v.maxLength(MAX_QUESTION_LENGTH, `Question must be at most ${MAX_QUESTION_LENGTH} characters`),
    ),
  },
  { chatSessionId: 'Chat session' },
);
export type HelpQuestion = v.InferOutput<typeof helpQuestionSchema>;

export const HELP_RATINGS = ['up', 'down'] as const;
export type HelpRating = (typeof HELP_RATINGS)[number];

export const helpFeedbackSchema = formObject(
  {
    chatSessionId: chatSessionIdSchema,
    answerId: v.pipe(v.string(invalidMessage('Answer')), v.uuid(invalidMessage('Answer'))),
    rating: v.picklist(HELP_RATINGS, invalidMessage('Rating')),
    comment: v.optional(
      v.pipe(
        v.string(invalidMessage('Comment')),
        v.trim(),
        v.maxLength(MAX_FEEDBACK_COMMENT_LENGTH, `Comment must be at most ${MAX_FEEDBACK_COMMENT_LENGTH} characters`),
        v.transform((text) => (text === '' ? undefined : text)),
      ),
    ),
  },
  { chatSessionId: 'Chat session', answerId: 'Answer' },
);
export type HelpFeedback = v.InferOutput<typeof helpFeedbackSchema>;
