import { useState } from 'react';
import { type HeaderFooterConfig, saveHeaderFooterConfig } from '@/api/layout';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useDocumentLayoutStore } from './document-layout-store';
import { FooterSettings } from './footer-settings';
import { HeaderFooterPreview } from './header-footer-preview';
import { HeaderSettings } from './header-settings';

const SAVE_FAILED = 'Failed to save header & footer settings';

interface HeaderFooterFormProps {
  documentId: string;
  saved: HeaderFooterConfig;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

/** The header and the footer, a tab each, saved together. */
export function HeaderFooterForm({ documentId, saved, onBusyChange, onDone }: HeaderFooterFormProps) {
  const [config, setConfig] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [tab, setTab] = useState('header');

  const save = async () => {
    setSaving(true);
    onBusyChange(true);
    try {
      useDocumentLayoutStore
        .getState()
        .configSaved(documentId, await saveHeaderFooterConfig(documentId, config));
      toast.success('Header & footer settings saved');
      onBusyChange(false);
      onDone();
    } catch (error) {
      const detail = errorMessage(error, SAVE_FAILED);
      toast.error(SAVE_FAILED, detail === SAVE_FAILED ? undefined : { description: detail });
      onBusyChange(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_13rem]">
        <Tabs value={tab} onValueChange={setTab} className="gap-4 md:min-h-[33rem]">
          <TabsList className="w-full">
            <TabsTrigger value="header">Header</TabsTrigger>
            <TabsTrigger value="footer">Footer</TabsTrigger>
          </TabsList>
          {/* Both stay mounted: an upload running in one tab goes on while the other is shown. */}
          <TabsContent value="header" forceMount hidden={tab !== 'header'}>
            <HeaderSettings
              header={config.header}
              onChange={(header) => setConfig((current) => ({ ...current, header }))}
              onUploadingChange={setUploading}
              disabled={saving}
            />
          </TabsContent>
          <TabsContent value="footer" forceMount hidden={tab !== 'footer'}>
            <FooterSettings
              footer={config.footer}
              onChange={(footer) => setConfig((current) => ({ ...current, footer }))}
              disabled={saving}
            />
          </TabsContent>
        </Tabs>
        <div className="hidden md:block">
          <HeaderFooterPreview config={config} />
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <PendingButton type="submit" pending={saving} pendingLabel="Saving..." disabled={uploading}>
          Save settings
        </PendingButton>
      </DialogFooter>
    </form>
  );
}
