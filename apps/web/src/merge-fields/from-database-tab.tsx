import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import type { ExternalSource } from '@/api/merge-fields';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type FieldMapping, FieldMappings } from './field-mappings';
import type { DocumentField } from './merge-field-store';
import { SourceCard, type SourceFill } from './source-card';
import { SOURCE_PLURAL as PLURAL, type SourceType, useSourceSearch } from './use-source-search';

interface FromDatabaseTabProps {
  fields: DocumentField[];
  readOnly: boolean;
  /** Fields filled from records in this opening of the dialog. */
  mappings: FieldMapping[];
  onFill: (source: ExternalSource, fills: SourceFill[]) => void;
}

type ResultsProps = Omit<FromDatabaseTabProps, 'mappings'> & { type: SourceType; query: string };

/** From Database: search the firm's contacts and entities and fill fields from one of them. */
export function FromDatabaseTab({ mappings, ...props }: FromDatabaseTabProps) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState<SourceType>('contact');
  return (
    <div className="grid grid-cols-1 gap-4 pb-2">
      {/* Read-only: nothing can be filled, so there is nothing to map. */}
      {!props.readOnly && <FieldMappings mappings={mappings} />}
      <div className="relative">
        <SearchIcon
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search contacts and entities"
          placeholder="Search by name, email, or EIN..."
          autoComplete="off"
          className="pl-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <Tabs value={type} onValueChange={(value) => setType(value as SourceType)}>
        <TabsList>
          <TabsTrigger value="contact">Contacts</TabsTrigger>
          <TabsTrigger value="entity">Entities</TabsTrigger>
        </TabsList>
        {/* Only the active tab is mounted: switching tabs searches the new type at once. */}
        <TabsContent value="contact" className="pt-2">
          <SourceResults type="contact" query={query} {...props} />
        </TabsContent>
        <TabsContent value="entity" className="pt-2">
          <SourceResults type="entity" query={query} {...props} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function SourceResults({ type, query, ...cardProps }: ResultsProps) {
  const search = useSourceSearch(type, query);
  if (search.status === 'loading') {
    return (
      <div
        role="status"
        aria-label={`Loading ${PLURAL[type]}`}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      >
        {[0, 1].map((index) => (
          <div key={index} className="grid gap-2 rounded-lg border p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-7 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (search.status === 'error') {
    return (
      <p role="alert" className="py-6 text-center text-destructive text-sm">
        {search.message}
      </p>
    );
  }
  if (search.sources.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground text-sm">
        {search.query ? `No ${PLURAL[type]} found matching the query` : `No ${PLURAL[type]} available`}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {search.sources.map((source) => (
        <SourceCard key={source.id} source={source} {...cardProps} />
      ))}
    </div>
  );
}
