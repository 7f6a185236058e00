// Placeholder: Request information (issue 32) is being built in this file.
export interface RequestInformationDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RequestInformationDialog(_props: RequestInformationDialogProps) {
  return null;
}
