import { attorneyProfilesInput, firmSettingsUpdateInput } from '@shared/schemas/firm';
import * as firm from '../../services/firm-settings';
import { isTwoFactorRequired } from '../../services/settings';
import { adminProcedure, publicContentProcedure, router } from '../trpc';

/** The firm's facts (decision 0014): every page reads them; administrators edit them at /admin/settings. */
export const settingsRouter = router({
  /** Name, phones, address, hours, links and the attorneys' names and photos, for every page. */
  public: publicContentProcedure.query(({ ctx }) => firm.getFirm(ctx.db)),
  /** The attorneys' profiles in one language, for the attorney page. */
  attorneyProfiles: publicContentProcedure.input(attorneyProfilesInput.prefault({})).query(({ ctx, input }) => firm.getAttorneyProfiles(ctx.db, input.locale)),
  /** Everything the form edits, read afresh, with the version a save must name. */
  get: adminProcedure.query(async ({ ctx }) => {
    const stored = await firm.getFirmSettings(ctx.db, { fresh: true });
    return { ...stored, defaults: firm.FIRM_DEFAULTS };
  }),
  update: adminProcedure
    .input(firmSettingsUpdateInput)
    .mutation(({ ctx, input }) => firm.updateFirmSettings(ctx.db, { id: ctx.user.id, email: ctx.user.email }, input, ctx.ip, ctx.changes)),
  /** The go-live checklist: demo values still in place and the deployment facts the server can see. */
  checklist: adminProcedure.query(async ({ ctx }) => {
    const stored = await firm.getFirmSettings(ctx.db, { fresh: true });
    return firm.goLiveChecklist(stored, {
      mode: ctx.config.mode,
      publicUrl: ctx.config.publicUrl,
      smtpConfigured: Boolean(ctx.config.smtpUrl),
      twoFactorRequired: await isTwoFactorRequired(ctx.db),
    });
  }),
});
