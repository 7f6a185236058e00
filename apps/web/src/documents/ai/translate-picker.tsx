import { ArrowLeftIcon, LanguagesIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TRANSLATE_LANGUAGES } from './ai-commands';

// Translate's target language: one of a few common ones, or any other typed in.

interface TranslatePickerProps {
  onTranslate: (language: string) => void;
  onBack: () => void;
}

const MAX_LANGUAGE_LENGTH = 60;

export function TranslatePicker({ onTranslate, onBack }: TranslatePickerProps) {
  const [other, setOther] = useState('');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const language = other.trim();
    if (language !== '') onTranslate(language);
  };

  return (
    <div className="grid gap-3 p-3">
      <div className="flex items-center gap-1.5">
        <Button variant="ghost" size="icon" className="size-7" aria-label="Back to commands" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
        </Button>
        <h2 id="ai-translate-title" className="font-semibold text-sm">
          Translate to
        </h2>
      </div>
      <ul aria-labelledby="ai-translate-title" className="grid grid-cols-2 gap-1">
        {TRANSLATE_LANGUAGES.map((language, index) => (
          <li key={language}>
            <button
              ref={index === 0 ? first : undefined}
              type="button"
              className="w-full truncate rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={() => onTranslate(language)}
            >
              {language}
            </button>
          </li>
        ))}
      </ul>
      <form className="grid gap-1.5 border-t pt-3" onSubmit={submit}>
        <Label htmlFor="ai-translate-other" className="text-muted-foreground text-xs">
          Another language
        </Label>
        <div className="flex gap-2">
          <Input
            id="ai-translate-other"
            className="h-8"
            placeholder="e.g. Swedish"
            autoComplete="off"
            maxLength={MAX_LANGUAGE_LENGTH}
            value={other}
            onChange={(event) => setOther(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={other.trim() === ''}>
            <LanguagesIcon aria-hidden="true" />
            Translate
          </Button>
        </div>
      </form>
    </div>
  );
}
