import { Inject } from '@nestjs/common';
import type { AdminListQuery } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { page, type Listing, type Page } from './listing';

// A dashboard list's handler: one page of the listing its subclass declares, each row as the dashboard reads it.
export abstract class ListHandler<R, T> {
  protected abstract readonly listing: Listing<R, T>;

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  execute(query: AdminListQuery): Promise<Page<T>> {
    return page(this.database, this.listing, query);
  }
}
