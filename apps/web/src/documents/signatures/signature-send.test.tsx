import { buildContent } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendForSignatureBody } from '@/api/signatures';
import {
  buildWriter,
  dismissToasts,
  openEditor,
  pageEditor,
  sentChanges,
  typeInDocument,
} from '@/documents/editor-screen/editor-test-support';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { signatureServer } from './signature-test-backend';

// Send for Signature through the real editor screen down to the wire: who is offered it, the
// recipients list (added, removed, reordered from the keyboard), the checks the contract makes,
// the unresolved-field gate, a failure that loses nothing, and what a successful send changes.

vi.setConfig({ testTimeout: 20_000 });
afterEach(dismissToasts);

const SEND = 'POST /docs/documents/doc-1/send';
const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

function documentWith(html: string, values: Record<string, string> = {}) {
  const document = buildDocument({ id: 'doc-1', name: 'Engagement Letter', current_version: 1 });
  document.versions = [
    {
      version: 1,
      created_at: document.updated_at,
      content: buildContent(html, { merge_field_values: values }),
    },
  ];
  return document;
}

async function openSendDialog(user: Awaited<ReturnType<typeof openEditor>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Send for Signature' }));
  return screen.findByRole('dialog', { name: 'Send for Signature' });
}

async function fillRecipient(
  user: Awaited<ReturnType<typeof openEditor>>['user'],
  dialog: HTMLElement,
  number: number,
  name: string,
  email: string,
) {
  // Pasted, not typed key by key: each keystroke re-renders the whole editor screen, and what is
  // checked is the value the field ends with, not the typing.
  const nameInput = within(dialog).getByRole('textbox', { name: `Name of recipient ${number}` });
  await user.clear(nameInput);
  await user.paste(name);
  const emailInput = within(dialog).getByRole('textbox', { name: `Email of recipient ${number}` });
  await user.clear(emailInput);
  await user.paste(email);
}

describe('who is offered Send for Signature', () => {
  it('a writer, on a document: the title bar button and the More actions item', async () => {
    const { user } = await openEditor(documentWith('<p>Dear client,</p>'));
    expect(screen.getByRole('button', { name: 'Send for Signature' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send for Signature' }));
    expect(await screen.findByRole('dialog', { name: 'Send for Signature' })).toBeInTheDocument();
  });

  it('not a viewer', async () => {
    const { user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      user: buildUser({ role: 'viewer', permissions: [] }),
    });
    expect(screen.queryByRole('button', { name: 'Send for Signature' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Send for Signature' })).not.toBeInTheDocument();
  });

  it('not on a template, which has no Signatures tab either', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1', is_template: true }));
    expect(screen.queryByRole('button', { name: 'Send for Signature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Signatures' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Send for Signature' })).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('sends the recipients in the order set from the keyboard, then shows Sent, the Signatures tab and the lock', async () => {
    const signatures = signatureServer();
    const { backend, user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      routes: signatures.routes,
    });
    const dialog = await openSendDialog(user);

    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    // The new row's name takes focus.
    expect(within(dialog).getByRole('textbox', { name: 'Name of recipient 2' })).toHaveFocus();
    await fillRecipient(user, dialog, 2, 'Grace Hopper', 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    await fillRecipient(user, dialog, 3, 'Paralegal Copy', 'copy@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of recipient 3' }), 'cc');

    // Grace moves up with the keyboard; focus stays on her row's button, now at the top (so "down").
    within(dialog).getByRole('button', { name: 'Move Grace Hopper up' }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('textbox', { name: 'Name of recipient 1' })).toHaveValue('Grace Hopper');
    expect(within(dialog).getByRole('button', { name: 'Move Grace Hopper down' })).toHaveFocus();
    // The copy is removed; focus goes to the row that took its place (here, the one before it).
    await user.click(within(dialog).getByRole('button', { name: 'Remove Paralegal Copy' }));
    expect(within(dialog).queryByDisplayValue('Paralegal Copy')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name of recipient 2' })).toHaveFocus();

    await user.click(within(dialog).getByRole('textbox', { name: /Message/ }));
    await user.paste('Please sign by Friday.');
    const expiry = within(dialog).getByRole('spinbutton', { name: 'Link expires after' });
    expect(expiry).toHaveValue(14);
    await user.clear(expiry);
    await user.type(expiry, '30');
    await user.click(within(dialog).getByRole('switch', { name: 'Sign in order' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Require an access code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));

    expect(await screen.findByText('Sent for signature')).toBeInTheDocument();
    expect(screen.getByText('Engagement Letter was sent to 2 signers.')).toBeInTheDocument();
    const body = backend.calls(SEND)[0]?.json() as SendForSignatureBody;
    expect(body).toEqual({
      provider: 'lexdraft',
      recipients: [
        { name: 'Grace Hopper', email: 'grace@example.com', role: 'signer' },
        { name: 'Ada Lovelace', email: 'ada@example.com', role: 'signer' },
      ],
      message: 'Please sign by Friday.',
      expires_in_days: 30,
      sequential: true,
      access_code: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send for Signature' })).not.toBeInTheDocument(),
    );

    // Spec section 4: the document is Sent; the Signatures tab shows the request; the text is locked.
    const heading = screen.getByRole('heading', { level: 1, name: 'Engagement Letter' });
    expect(within(heading.parentElement as HTMLElement).getByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Signatures' })).toHaveAttribute('aria-selected', 'true');
    const recipients = await screen.findByRole('list', { name: 'Recipients' });
    expect(
      within(recipients)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(screen.getByRole('region', { name: 'Out for signature' })).toBeInTheDocument();
    expect(pageEditor().isEditable).toBe(false);
    expect(screen.queryByRole('button', { name: 'Send for Signature' })).not.toBeInTheDocument();
  });

  it('saves what is typed first: the saved version is the one sent', async () => {
    const signatures = signatureServer();
    const { backend, user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      routes: signatures.routes,
    });
    typeInDocument(' Please sign.');
    const dialog = await openSendDialog(user);
    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));

    await screen.findByText('Sent for signature');
    const order = backend.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
    expect(order.slice(-2)).toEqual(['PUT /docs/documents/doc-1', SEND]);
    expect(sentChanges(backend, 'doc-1')[0]?.content?.ckeditor_html).toBe('<p>Dear client, Please sign.</p>');
  });

  it('shows each problem beside its field, focuses the first, and sends nothing', async () => {
    const signatures = signatureServer();
    const { backend, user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      routes: signatures.routes,
    });
    const dialog = await openSendDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name of recipient 1' });
    expect(name).toHaveAccessibleDescription('Enter a name');
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Email of recipient 1' })).toHaveAccessibleDescription(
      'Enter an email address',
    );

    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example');
    expect(within(dialog).getByRole('textbox', { name: 'Email of recipient 1' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    await fillRecipient(user, dialog, 2, 'Ada again', 'ADA@example.com');
    expect(within(dialog).getByRole('textbox', { name: 'Email of recipient 2' })).toHaveAccessibleDescription(
      'ADA@example.com is listed more than once',
    );
    await fillRecipient(user, dialog, 2, 'Bob Copy', 'bob@example.com');
    for (const number of [1, 2])
      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: `Role of recipient ${number}` }),
        'cc',
      );
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Add at least one signer');

    const expiry = within(dialog).getByRole('spinbutton', { name: 'Link expires after' });
    await user.clear(expiry);
    await user.type(expiry, '91');
    expect(expiry).toHaveAccessibleDescription('Enter a number of days from 1 to 90');
    expect(backend.calls(SEND)).toEqual([]);
  });

  it('stops at 20 recipients', async () => {
    const { user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      routes: signatureServer().routes,
    });
    const dialog = await openSendDialog(user);
    const add = within(dialog).getByRole('button', { name: 'Add recipient' });
    for (let count = 1; count < 20; count += 1) await user.click(add);
    expect(within(dialog).getAllByRole('textbox', { name: /^Name of recipient/ })).toHaveLength(20);
    expect(add).toBeDisabled();
    expect(within(dialog).getByText('That is the most one request can hold (20).')).toBeInTheDocument();
  });
});

describe('the unresolved-field gate', () => {
  it('holds Send back while a field has no value, lists it, and Fill values opens Manage Field Values', async () => {
    const { backend, user } = await openEditor(
      documentWith(`<p>Dear ${field('person.first_name')} of ${field('entity.name')},</p>`, {
        'person.first_name': 'Ada',
      }),
      { routes: signatureServer().routes },
    );
    const dialog = await openSendDialog(user);

    const gate = await within(dialog).findByRole('region', {
      name: 'Fill in one merge field before sending',
    });
    expect(
      within(gate)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Entity Name']);
    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example.com');
    expect(within(dialog).getByRole('button', { name: 'Send for signature' })).toBeDisabled();

    await user.click(within(gate).getByRole('button', { name: 'Fill values' }));
    expect(await screen.findByRole('dialog', { name: 'Manage Field Values' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Send for Signature' })).not.toBeInTheDocument();
    expect(backend.calls(SEND)).toEqual([]);
  });

  it('shows the fields the server names in a 422, as the export does, and keeps what was typed', async () => {
    const { user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      routes: {
        ...signatureServer().routes,
        'POST /docs/documents/:id/send': () =>
          json(422, {
            detail: 'This document has merge fields without values: entity.entity_address.',
            unresolved_fields: ['entity.entity_address'],
          }),
      },
    });
    const dialog = await openSendDialog(user);
    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));

    const gate = await within(dialog).findByRole('region', {
      name: 'Fill in one merge field before sending',
    });
    expect(within(gate).getByRole('listitem')).toHaveTextContent('Entity Address');
    expect(within(dialog).getByRole('textbox', { name: 'Name of recipient 1' })).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('button', { name: 'Send for signature' })).toBeDisabled();
  });
});

describe('a failed send', () => {
  it("says 'Failed to send for signature' with the server's detail, and loses nothing typed", async () => {
    const { user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      user: buildWriter(),
      routes: {
        ...signatureServer().routes,
        'POST /docs/documents/:id/send': () =>
          json(409, { detail: 'This document already has a signature request out.' }),
      },
    });
    const dialog = await openSendDialog(user);
    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));

    expect(await screen.findByText('Failed to send for signature')).toBeInTheDocument();
    expect(screen.getByText('This document already has a signature request out.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email of recipient 1' })).toHaveValue(
      'ada@example.com',
    );
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
    expect(within(dialog).getByRole('button', { name: 'Send for signature' })).toBeEnabled();
    // Nothing changed: not Sent, not locked.
    expect(pageEditor().isEditable).toBe(true);
  });

  it('keeps the typed recipients when the dialog is closed and opened again', async () => {
    const { user } = await openEditor(documentWith('<p>Dear client,</p>'), {
      routes: signatureServer().routes,
    });
    let dialog = await openSendDialog(user);
    await fillRecipient(user, dialog, 1, 'Ada Lovelace', 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openSendDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Name of recipient 1' })).toHaveValue('Ada Lovelace');
  });
});
