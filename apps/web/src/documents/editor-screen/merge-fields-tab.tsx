import { MergeFieldsPanel } from '@/merge-fields/merge-fields-panel';

interface MergeFieldsTabProps {
  readOnly: boolean;
  /** Saves what is pending and loads the document's fields again. */
  onRefresh: () => void;
  /** Opens Manage Field Values (the lists' tables). */
  onManageFields?: () => void;
}

/** The Merge Fields tab of the document panel. */
export function MergeFieldsTab({ readOnly, onRefresh, onManageFields }: MergeFieldsTabProps) {
  return <MergeFieldsPanel readOnly={readOnly} onRefresh={onRefresh} onManageFields={onManageFields} />;
}
