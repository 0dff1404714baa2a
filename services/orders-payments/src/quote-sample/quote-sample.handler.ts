import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { fabricLabel, quoteSample, type SampleQuote } from '@techpack/catalog';
import type { OrderQuoteResponse, orderQuoteRequest } from '@techpack/contracts';
import type { UserClaims } from '@techpack/platform';
import { TechPackOwnership } from '../tech-packs/tech-pack-ownership';

type QuoteInput = Pick<
  z.infer<typeof orderQuoteRequest>,
  'techPackId' | 'quantity' | 'urgency' | 'fabricChoice'
>;

// A quote from the one price table (libs/catalog): the tech pack, when named, must be the designer's, and its main
// fabric is the default.
@Injectable()
export class QuoteSampleHandler {
  constructor(@Inject(TechPackOwnership) private readonly techPacks: TechPackOwnership) {}

  async quote(claims: UserClaims, body: QuoteInput, bearer: string | undefined): Promise<SampleQuote> {
    let fabric = body.fabricChoice;
    if (body.techPackId) {
      const main = await this.techPacks.verify(body.techPackId, claims, bearer);
      fabric ??= main ?? undefined;
    }
    return quoteSample({ quantity: body.quantity, urgency: body.urgency, fabricChoice: fabric });
  }

  async execute(
    claims: UserClaims,
    body: QuoteInput,
    bearer: string | undefined,
  ): Promise<OrderQuoteResponse> {
    const quote = await this.quote(claims, body, bearer);
    return { quote: { ...quote, fabricLabel: fabricLabel(quote.fabricChoice), currency: 'usd' } };
  }
}
