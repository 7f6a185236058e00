// Words of legal drafting that the general English dictionary lacks or misjudges, so that `fix`
// never "corrects" them (nspell would turn "licensor" into "license"). Every form is listed: the
// dictionary's affix rules do not apply to added words.
const WORDS = `
  indemnify indemnifies indemnified indemnifying indemnification indemnifications indemnifiable
  indemnitee indemnitees indemnitor indemnitors indemnity indemnities
  hereinafter hereinabove hereinbelow hereunder hereto heretofore herein hereof hereby herewith
  thereof thereto therein thereunder thereafter thereupon therewith whereas whereof whereby wherein
  assignor assignors assignee assignees assigns licensor licensors licensee licensees
  sublicense sublicenses sublicensed sublicensing sublicensee sublicensees sublicensor sublicensable
  severability severable counterpart counterparts counterparty counterparties
  warrantor warrantors obligor obligors obligee obligees mortgagor mortgagee lessor lessors lessee
  lessees sublessee sublessees sublessor sublease subleases subleased subtenant subtenants
  guarantor guarantors grantor grantors grantee grantees bailor bailee payor payors payee payees
  transferor transferors transferee transferees promisor promisee covenantor covenantee vendee
  nondisclosure nonexclusive nonrefundable nonpayment nonperformance nonassignable nontransferable
  nonsolicitation noncompetition noncompete nonpublic nonconforming
  estoppel interpleader novation laches affiant deponent subrogation subrogate subrogated
  tortious tortfeasor arbitrable arbitral arbitrator arbitrators escrowed setoff waivable
  prorate prorated proration clawback clawbacks earnout earnouts carveout carveouts
  deliverable deliverables subprocessor subprocessors subcontractor subcontractors signatory
  signatories notarized apostille pseudonymized pseudonymization anonymized cybersecurity
  mutatis mutandis bona fide pro rata inter alia per annum diem curiam seriatim ultra vires prima
  facie force majeure forum conveniens minimis novo jure facto ipso sui generis pari passu
  initio parte res judicata pendente lite quantum meruit certiorari mandamus habeas corpus voir
  dire amicus viz seq supra infra ibid
`;

/** The legal word list, lower case. */
export const LEGAL_WORDS: readonly string[] = WORDS.split(/\s+/).filter(Boolean);
