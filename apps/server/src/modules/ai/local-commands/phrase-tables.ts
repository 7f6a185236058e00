// The tables of the offline `simplify` and `shorter` commands (issue 15), written by us. Phrases are
// lower case and matched as whole words, ignoring case; `to: ''` removes the phrase and the space
// after it. A replacement must read correctly wherever the phrase can stand, so phrases whose plain
// form depends on the words around them ("in the event of", "provided that") are not here.

/** One rewrite: the phrase, its replacement, and optionally the words that must follow it. */
export interface PhraseEntry {
  from: string;
  to: string;
  /** The match counts only when the next word is one of these (a pattern without anchors or flags). */
  next?: RegExp;
  /** The match counts only when the next word is not one of these. */
  notNext?: RegExp;
}

// "Entitled to" also takes nouns ("entitled to a refund", where "may a refund" would be wrong), so
// it becomes "may" only before a verb a contract uses there.
const ENTITLED_VERBS =
  /terminate|suspend|receive|recover|seek|use|inspect|audit|assign|withhold|charge|require|request|obtain|make|rely|deduct|set|engage|disclose|retain|invoice|enter|access|apply|exercise|elect|cancel|reject|claim|appoint|withdraw|reduce|increase|offset|amend|publish|review|refuse|sell|sublicense|subcontract/;
// "Cease to be bound" would become "stop to be bound": before "to", "cease" stays.
const INFINITIVE = /to/;

/**
 * Terms of art: fixed phrases with a settled meaning that neither command may rewrite, even where
 * one of their words is in a table ("cease" alone becomes "stop"; "cease and desist" stays).
 */
export const TERMS_OF_ART: readonly string[] = [
  'cease and desist',
  'fit and proper',
  'right, title and interest',
  'indemnify and hold harmless',
  'indemnify, defend and hold harmless',
  'free and clear',
  'aid and abet',
  'goods and chattels',
  'time is of the essence',
  'in witness whereof',
  'good faith and fair dealing',
  'arising out of or relating to',
  'commencement date',
];

/** `simplify`: legalese to plain English. */
export const SIMPLIFY_TABLE: readonly PhraseEntry[] = [
  // Conditions and time: the plain word says the same.
  { from: 'in the event that', to: 'if' },
  { from: 'at such time as', to: 'when' },
  { from: 'prior to', to: 'before' },
  { from: 'subsequent to', to: 'after' },
  { from: 'for the duration of', to: 'during' },
  { from: 'forthwith', to: 'immediately' },
  { from: 'henceforth', to: 'from now on' },
  { from: 'heretofore', to: 'until now' },
  { from: 'notwithstanding the foregoing', to: 'even so' },
  // Authority and sources: "under" is how plain drafting cites a rule or a document.
  { from: 'pursuant to', to: 'under' },
  { from: 'in accordance with', to: 'under' },
  { from: 'by virtue of', to: 'because of' },
  { from: 'as set forth in', to: 'as stated in' },
  { from: 'set forth herein', to: 'stated here' },
  { from: 'set forth in', to: 'in' },
  { from: 'on the part of', to: 'by' },
  // Topics: "regarding" fits every place "with respect to" can stand, where "about" reads oddly
  // after rights and obligations ("rights about the Software").
  { from: 'with respect to', to: 'regarding' },
  { from: 'with regard to', to: 'regarding' },
  { from: 'in respect of', to: 'regarding' },
  // Permission and duty: modal verbs instead of passive constructions.
  { from: 'shall be entitled to', to: 'may', next: ENTITLED_VERBS },
  { from: 'is entitled to', to: 'may', next: ENTITLED_VERBS },
  { from: 'are entitled to', to: 'may', next: ENTITLED_VERBS },
  { from: 'is authorized to', to: 'may' },
  { from: 'are authorized to', to: 'may' },
  { from: 'is permitted to', to: 'may' },
  { from: 'are permitted to', to: 'may' },
  { from: 'is required to', to: 'must' },
  { from: 'are required to', to: 'must' },
  { from: 'shall be required to', to: 'must' },
  { from: 'is obligated to', to: 'must' },
  { from: 'are obligated to', to: 'must' },
  { from: 'is able to', to: 'can' },
  { from: 'are able to', to: 'can' },
  // Long words with a short plain one. "Terminate" stays: it is the word for ending a contract.
  { from: 'commence', to: 'begin' },
  { from: 'commences', to: 'begins' },
  { from: 'commencing', to: 'beginning' },
  { from: 'commencement of', to: 'start of' },
  { from: 'utilize', to: 'use' },
  { from: 'utilizes', to: 'uses' },
  { from: 'utilized', to: 'used' },
  { from: 'utilizing', to: 'using' },
  { from: 'utilization', to: 'use' },
  { from: 'cease', to: 'stop', notNext: INFINITIVE },
  { from: 'ceases', to: 'stops', notNext: INFINITIVE },
  { from: 'ascertain', to: 'find out' },
  { from: 'make payment of', to: 'pay' },
  { from: 'make payment to', to: 'pay' },
  { from: 'give consideration to', to: 'consider' },
  // Quantities and alternatives.
  { from: 'in the amount of', to: 'for' },
  { from: 'in excess of', to: 'more than' },
  { from: 'in lieu of', to: 'instead of' },
  { from: 'in the absence of', to: 'without' },
  { from: 'by means of', to: 'by' },
  { from: 'a sufficient number of', to: 'enough' },
  // Latin and archaic words.
  { from: 'null and void', to: 'void' },
  { from: 'per annum', to: 'a year' },
  { from: 'inter alia', to: 'among other things' },
  { from: 'mutatis mutandis', to: 'with the necessary changes' },
  { from: 'hereinafter referred to as', to: '' },
  { from: 'hereinafter called', to: '' },
  { from: 'hereinafter defined', to: 'defined below' },
  { from: 'hereby', to: '' },
  // "As amended from time to time", "may from time to time update": the plain text says the same.
  { from: 'from time to time', to: '' },
];

/** `shorter`: doublets, triplets and padding, cut to the word that carries the meaning. */
export const SHORTER_TABLE: readonly PhraseEntry[] = [
  // Doublets and triplets: the second word adds nothing the first does not say.
  { from: 'any and all', to: 'all' },
  { from: 'each and every', to: 'each' },
  { from: 'full and complete', to: 'complete' },
  { from: 'fully and completely', to: 'fully' },
  { from: 'true and correct', to: 'true' },
  { from: 'made and entered into', to: 'made' },
  { from: 'over and above', to: 'beyond' },
  { from: 'unless and until', to: 'until' },
  { from: 'if and when', to: 'when' },
  { from: 'when and if', to: 'when' },
  { from: 'due and payable', to: 'due' },
  { from: 'give, devise and bequeath', to: 'give' },
  { from: 'last will and testament', to: 'will' },
  { from: 'terms and conditions', to: 'terms' },
  { from: 'by and between', to: 'between' },
  { from: 'sole and exclusive', to: 'exclusive' },
  { from: 'final and conclusive', to: 'final' },
  { from: 'alter and change', to: 'change' },
  { from: 'covenant and agree', to: 'agree' },
  { from: 'covenants and agrees', to: 'agrees' },
  { from: 'acknowledge and agree', to: 'agree' },
  { from: 'acknowledges and agrees', to: 'agrees' },
  { from: 'authorize and empower', to: 'authorize' },
  { from: 'ratify and confirm', to: 'confirm' },
  { from: 'release and discharge', to: 'release' },
  { from: 'remise, release and forever discharge', to: 'release' },
  { from: 'save and except', to: 'except' },
  { from: 'from and after', to: 'after' },
  { from: 'first and foremost', to: 'first' },
  // Padding: a phrase where one word does.
  { from: 'in order to', to: 'to' },
  { from: 'at this point in time', to: 'now' },
  { from: 'at the present time', to: 'now' },
  { from: 'for the purpose of', to: 'for' },
  { from: 'for the purposes of', to: 'for' },
  { from: 'during the course of', to: 'during' },
  { from: 'in the course of', to: 'during' },
  { from: 'until such time as', to: 'until' },
  { from: 'with the exception of', to: 'except' },
  { from: 'for a period of', to: 'for' },
  { from: 'at all times', to: 'always' },
  { from: 'in close proximity to', to: 'near' },
  { from: 'on a monthly basis', to: 'monthly' },
  { from: 'on an annual basis', to: 'annually' },
  { from: 'on a weekly basis', to: 'weekly' },
  { from: 'on a daily basis', to: 'daily' },
  // "The fact that" phrases: cut only where a conjunction replaces the whole phrase.
  { from: 'due to the fact that', to: 'because' },
  { from: 'owing to the fact that', to: 'because' },
  { from: 'in view of the fact that', to: 'because' },
  { from: 'in light of the fact that', to: 'because' },
  { from: 'despite the fact that', to: 'although' },
  { from: 'in spite of the fact that', to: 'although' },
  { from: 'notwithstanding the fact that', to: 'although' },
  // Announcements that the parties agree: the contract itself is the agreement.
  { from: 'it is hereby agreed that', to: '' },
  { from: 'it is understood and agreed that', to: '' },
  { from: 'it is agreed that', to: '' },
];

/**
 * `shorter`'s whole table: its doublets and padding, and every legalese entry of `simplify` that
 * makes the text shorter ("in the event that" is "if", "null and void" is "void"). Those that read
 * longer in plain English ("inter alia", "henceforth") are simplify's only.
 */
export const SHORTER_COMMAND_TABLE: readonly PhraseEntry[] = [
  ...SHORTER_TABLE,
  ...SIMPLIFY_TABLE.filter((entry) => entry.to.length < entry.from.length),
];
