import { ChevronDownIcon, EyeIcon, FilePenLineIcon, PencilIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** How the editor takes the user's edits (issue 31). */
export type EditorMode = 'editing' | 'suggesting' | 'viewing';

// Kept small: this button is part of the editor's first load.
const MODES = [
  { value: 'editing', label: 'Editing', Icon: PencilIcon },
  { value: 'suggesting', label: 'Suggesting', Icon: FilePenLineIcon },
  { value: 'viewing', label: 'Viewing', Icon: EyeIcon },
] as const;

const isMode = (value: string): value is EditorMode => MODES.some((mode) => mode.value === value);

interface ModeSwitchProps {
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
}

/** The title bar's mode menu: its button shows the current mode (on phones its icon alone). */
export function ModeSwitch({ mode, onModeChange }: ModeSwitchProps) {
  const current = MODES.find((entry) => entry.value === mode) ?? MODES[0];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={mode === 'suggesting' ? 'secondary' : 'ghost'}
          size="sm"
          aria-label={`Mode: ${current.label}`}
          className="shrink-0 gap-1 px-2"
        >
          <current.Icon aria-hidden="true" />
          <span className="hidden sm:inline">{current.label}</span>
          <ChevronDownIcon aria-hidden="true" className="size-3.5 opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuRadioGroup
          value={mode}
          onValueChange={(value) => {
            if (isMode(value)) onModeChange(value);
          }}
        >
          {MODES.map(({ value, label, Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
