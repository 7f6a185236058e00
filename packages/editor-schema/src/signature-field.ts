import { SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import { Node } from '@tiptap/core';

/** Attributes of a signatureField node. */
export interface SignatureFieldAttributes {
  /** Which signer signs here: 1 is the first signer of the request, up to SIGNATURE_MAX_RECIPIENTS. */
  signer: number;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    signatureField: {
      /** Inserts a Signature field for signer `signer` (1 to SIGNATURE_MAX_RECIPIENTS) at the selection. */
      insertSignatureField: (signer: number) => ReturnType;
    };
  }
}

/** The signer a stored `data-signature-field` value names, or null when it names none. */
export function signatureFieldSigner(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,2}$/.test(text.trim())) return null;
  const signer = Number(text);
  return signer >= 1 && signer <= SIGNATURE_MAX_RECIPIENTS ? signer : null;
}

/** The field's text in stored HTML and plain text: `Signature: signer 2`. */
export const signatureFieldLabel = (signer: number) => `Signature: signer ${signer}`;

/**
 * A place for a signer's signature: a block atom stored as
 * `<div data-signature-field="1">Signature: signer 1</div>`. When the document is sent for
 * signature, that signer's signature, name and date are stamped into the box the print draws for
 * it. The text inside is for readers of the HTML alone; only the attribute is read back.
 */
export const SignatureField = Node.create({
  name: 'signatureField',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      signer: {
        default: 1,
        parseHTML: (element) => signatureFieldSigner(element.getAttribute('data-signature-field')) ?? 1,
        // Written by renderHTML itself, so that the stored div carries this one attribute only.
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-signature-field]',
        // A value naming no signer is not a field (the sanitizer drops such a value anyway).
        getAttrs: (element) =>
          signatureFieldSigner(element.getAttribute('data-signature-field')) === null ? false : null,
      },
    ];
  },

  renderHTML({ node }) {
    const { signer } = node.attrs as SignatureFieldAttributes;
    return ['div', { 'data-signature-field': String(signer) }, signatureFieldLabel(signer)];
  },

  renderText({ node }) {
    return `[${signatureFieldLabel((node.attrs as SignatureFieldAttributes).signer)}]`;
  },

  addCommands() {
    return {
      insertSignatureField:
        (signer) =>
        ({ commands }) =>
          signatureFieldSigner(signer) !== null &&
          commands.insertContent({ type: this.name, attrs: { signer } }),
    };
  },
});
