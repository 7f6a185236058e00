import { CircleAlertIcon } from 'lucide-react';
import { MultiSelect } from '../documents/editor-screen/multi-select';
import type { EntityLinkChoice } from './use-entity-links';

/** An entity's owners and contacts in its edit form: two searchable pickers of many. */
export function EntityLinksFields({ choice, disabled }: { choice: EntityLinkChoice; disabled: boolean }) {
  const { links } = choice;
  if (links.failure !== null) {
    return (
      <p role="alert" className="flex items-center gap-2 text-destructive text-sm">
        <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        Owners and contacts could not be loaded: {links.failure}
      </p>
    );
  }
  return (
    <div className="grid items-start gap-4 border-t pt-5 sm:grid-cols-2">
      <MultiSelect
        label="Owners"
        noun="people"
        options={links.ownerOptions}
        selected={choice.owners}
        onChange={choice.setOwners}
        search={links.searchOwners}
        loading={links.loading}
        disabled={disabled || links.loading}
      />
      <MultiSelect
        label="Contacts"
        noun="contacts"
        options={links.contactOptions}
        selected={choice.contacts}
        onChange={choice.setContacts}
        search={links.searchContacts}
        loading={links.loading}
        disabled={disabled || links.loading}
      />
    </div>
  );
}
