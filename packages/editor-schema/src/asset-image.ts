import { isAssetUrl } from '@lexdraft/core';
import Image from '@tiptap/extension-image';

/**
 * A block image whose source must be an uploaded asset (core's ASSET_URL_PREFIX). Images from other
 * hosts or data URLs are dropped when HTML is parsed and refused by `setImage`, so a document never
 * loads a third-party URL (tracking pixels) or carries megabytes of base64.
 */
export const AssetImage = Image.extend({
  addAttributes() {
    // Read as written: TipTap's default parse turns "2024" or "true" into a number or a boolean.
    const text = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute(name),
    });
    return { ...this.parent?.(), alt: text('alt'), title: text('title') };
  },

  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element) => (isAssetUrl(element.getAttribute('src')) ? null : false) },
    ];
  },

  addCommands() {
    return {
      setImage:
        (options) =>
        ({ commands }) =>
          isAssetUrl(options.src) && commands.insertContent({ type: this.name, attrs: options }),
    };
  },

  // The markdown shortcut ![alt](src) would insert arbitrary URLs; images come from the upload only.
  addInputRules() {
    return [];
  },
}).configure({ inline: false, allowBase64: false });
