import {
  FeatherIcon,
  LanguagesIcon,
  type LucideIcon,
  Maximize2Icon,
  Minimize2Icon,
  RefreshCwIcon,
  SpellCheckIcon,
  WandSparklesIcon,
} from 'lucide-react';
import type { AiCommandName } from '@/api/ai';

/** How the selection menu shows one of the spec's seven commands. */
export interface AiCommandEntry {
  command: AiCommandName;
  label: string;
  /** What it does, shown under the label while it is available. */
  description: string;
  icon: LucideIcon;
}

/** The seven commands (spec section 9), in the menu's order. */
export const AI_COMMAND_ENTRIES: readonly AiCommandEntry[] = [
  {
    command: 'improve',
    label: 'Improve writing',
    description: 'Clearer, more precise wording',
    icon: WandSparklesIcon,
  },
  {
    command: 'fix',
    label: 'Fix spelling and grammar',
    description: 'Corrects errors, nothing else',
    icon: SpellCheckIcon,
  },
  { command: 'simplify', label: 'Simplify', description: 'Plain words for legalese', icon: FeatherIcon },
  {
    command: 'shorter',
    label: 'Make shorter',
    description: 'The same meaning in fewer words',
    icon: Minimize2Icon,
  },
  { command: 'longer', label: 'Make longer', description: 'More detail and precision', icon: Maximize2Icon },
  { command: 'rephrase', label: 'Rephrase', description: 'Says it another way', icon: RefreshCwIcon },
  { command: 'translate', label: 'Translate…', description: 'Into another language', icon: LanguagesIcon },
];

/** The label of a command, for the review's title. */
export function commandLabel(command: AiCommandName): string {
  const label = AI_COMMAND_ENTRIES.find((entry) => entry.command === command)?.label ?? command;
  return label.replace(/…$/, '');
}

/** The languages translate offers first; any other can be typed. */
export const TRANSLATE_LANGUAGES = [
  'English',
  'French',
  'German',
  'Spanish',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Chinese (Simplified)',
  'Japanese',
] as const;
