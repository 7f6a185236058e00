// Placeholder: Generate for many (issue 32) is being built in this file.
export interface GenerateForManyDialogProps {
  templateId: string;
  templateName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called before leaving for the job's page, so the editor lets that navigation through. */
  onStarted?: () => void;
}

export function GenerateForManyDialog(_props: GenerateForManyDialogProps) {
  return null;
}
