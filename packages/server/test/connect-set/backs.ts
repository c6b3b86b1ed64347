import { flowColumns, type Para } from './flow.ts';
import { LETTER, type PagePlan } from './model.ts';
import type { Rng } from './random.ts';
import type { Sheet } from './sheet.ts';

/**
 * The backs of the forms: "Instructions for Recipient" with "Box 1. Shows ..." paragraphs (which name the form
 * many times over), the W-2's "Notice to Employee", and blank backs of duplex pages.
 */

const tinPara = (who: string): Para => ({
  lead: `${who}'s taxpayer identification number (TIN).`,
  text: 'For your protection, this form may show only the last four digits of your TIN (social security number (SSN), individual taxpayer identification number (ITIN), adoption taxpayer identification number (ATIN), or employer identification number (EIN)). However, the issuer has reported your complete TIN to the IRS.',
});
const fatca: Para = {
  lead: 'FATCA filing requirement.',
  text: 'If the FATCA filing requirement box is checked, the payer is reporting on this Form 1099 to satisfy its account reporting requirement under chapter 4 of the Internal Revenue Code. You may also have a filing requirement. See the Instructions for Form 8938.',
};
const account: Para = {
  lead: 'Account number.',
  text: 'May show an account or other unique number the payer assigned to distinguish your account.',
};
const future = (code: string): Para => ({
  lead: 'Future developments.',
  text: `For the latest information about developments related to Form ${code} and its instructions, such as legislation enacted after they were published, go to www.irs.gov/Form${code.replace('-', '')}.`,
});
const freeFile: Para = {
  lead: 'Free File Program.',
  text: 'Go to www.irs.gov/FreeFile to see if you qualify for no-cost online federal tax preparation, e-filing, and direct deposit or payment options.',
};
const nominees = (code: string): Para => ({
  lead: 'Nominees.',
  text: `If this form includes amounts belonging to another person(s), you are considered a nominee recipient. Complete a Form ${code} for each of the other owners showing the income allocable to each. File Copy A of the form with the IRS. Furnish Copy B to each owner. List yourself as the "payer" and the other owner(s) as the "recipient." File Form(s) ${code} with Form 1096 with the Internal Revenue Service Center for your area. On Form 1096, list yourself as the "filer." A spouse is not required to file a nominee return to show amounts owned by the other spouse.`,
});
const backup: Para = {
  lead: 'Box 4.',
  text: 'Shows backup withholding. Generally, a payer must backup withhold if you did not furnish your TIN or you did not furnish the correct TIN to the payer. See Form W-9. Include this amount on your income tax return as tax withheld.',
};

export const INSTRUCTIONS: Record<string, { title: string; paras: Para[] }> = {
  '1099-INT': {
    title: 'Instructions for Recipient',
    paras: [
      tinPara('Recipient'),
      fatca,
      account,
      {
        text: 'The information provided may be different for covered and noncovered securities. For a description of covered securities, see the Instructions for Form 8949. For a taxable covered security acquired at a premium, unless you notified the payer in writing in accordance with Regulations section 1.6045-1(n)(5) that you did not want to amortize the premium under section 171, or for a tax-exempt covered security acquired at a premium, your payer generally must report either (1) a net amount of interest that reflects the offset of the amount of interest paid to you by the amount of premium amortization allocable to the payment(s), or (2) a gross amount for both the interest paid to you and the premium amortization allocable to the payment(s).',
      },
      nominees('1099-INT'),
      {
        lead: 'Box 1.',
        text: 'Shows taxable interest paid to you during the calendar year by the payer. This does not include interest shown in box 3. May also show the total amount of the credits from clean renewable energy bonds, new clean renewable energy bonds, qualified energy conservation bonds, qualified zone academy bonds, qualified school construction bonds, and build America bonds that must be included in your interest income. These amounts were treated as paid to you during the calendar year on the credit allowance dates (March 15, June 15, September 15, and December 15). For more information, see Form 8912. See the instructions above for a taxable covered security acquired at a premium.',
      },
      {
        lead: 'Box 2.',
        text: 'Shows interest or principal forfeited because of early withdrawal of time savings. You may deduct this amount to figure your adjusted gross income on your income tax return. See the Instructions for Form 1040 to see where to take the deduction.',
      },
      {
        lead: 'Box 3.',
        text: 'Shows interest on U.S. Savings Bonds, Treasury bills, Treasury bonds, and Treasury notes. This may or may not all be taxable. See Pub. 550. This interest is exempt from state and local income taxes. This interest is not included in box 1. See the instructions above for a taxable covered security acquired at a premium.',
      },
      backup,
      {
        lead: 'Box 5.',
        text: 'Any amount shown is your share of investment expenses of a single-class REMIC. This amount is included in box 1. Note: This amount is not deductible.',
      },
      {
        lead: 'Box 6.',
        text: 'Shows foreign tax paid. You may be able to claim this tax as a deduction or a credit on your Form 1040 or 1040-SR. See your tax return instructions.',
      },
      { lead: 'Box 7.', text: 'Shows the country or U.S. territory to which the foreign tax was paid.' },
      {
        lead: 'Box 8.',
        text: 'Shows tax-exempt interest paid to you during the calendar year by the payer. See how to report this amount in the Instructions for Form 1040. This amount may be subject to backup withholding. See box 4 above. See the instructions above for a tax-exempt covered security acquired at a premium.',
      },
      {
        lead: 'Box 9.',
        text: 'Shows tax-exempt interest subject to the alternative minimum tax. This amount is included in box 8. See the Instructions for Form 6251. See the instructions above for a tax-exempt covered security acquired at a premium.',
      },
      {
        lead: 'Box 10.',
        text: 'For a taxable or tax-exempt covered security, if you made an election under section 1278(b) to include market discount in income as it accrues and you notified your payer of the election in writing in accordance with Regulations section 1.6045-1(n)(5), shows the market discount that accrued on the debt instrument during the year while held by you, unless it was reported on Form 1099-OID. Report the accrued market discount on your income tax return as directed in the Instructions for Form 1040.',
      },
      {
        lead: 'Box 11.',
        text: 'For a taxable covered security (other than a U.S. Treasury obligation), shows the amount of premium amortization allocable to the interest payment(s), unless you notified the payer in writing in accordance with Regulations section 1.6045-1(n)(5) that you did not want to amortize bond premium under section 171.',
      },
      {
        lead: 'Box 12.',
        text: 'For a U.S. Treasury obligation that is a covered security, shows the amount of premium amortization allocable to the interest payment(s), unless you notified the payer in writing in accordance with Regulations section 1.6045-1(n)(5) that you did not want to amortize bond premium under section 171.',
      },
      {
        lead: 'Box 13.',
        text: 'For a tax-exempt covered security, shows the amount of premium amortization allocable to the interest payment(s). If an amount is reported in this box, see Pub. 550 to determine the net amount of tax-exempt interest reportable on Form 1040 or 1040-SR.',
      },
      {
        lead: 'Box 14.',
        text: 'Shows CUSIP number(s) for tax-exempt bond(s) on which tax-exempt interest was paid, or tax credit bond(s) on which taxable interest was paid or tax credit was allowed, to you during the calendar year. If blank, no CUSIP number was issued for the bond(s).',
      },
      { lead: 'Boxes 15–17.', text: 'State tax withheld reporting boxes.' },
      future('1099-INT'),
      freeFile,
    ],
  },
  '1099-DIV': {
    title: 'Instructions for Recipient',
    paras: [
      tinPara('Recipient'),
      account,
      nominees('1099-DIV'),
      {
        lead: 'Box 1a.',
        text: 'Shows total ordinary dividends that are taxable. Include this amount on the "Ordinary dividends" line of Form 1040 or 1040-SR. Also report it on Schedule B (Form 1040), if required.',
      },
      {
        lead: 'Box 1b.',
        text: 'Shows the portion of the amount in box 1a that may be eligible for reduced capital gains rates. See the Instructions for Form 1040 for how to determine this amount and where to report. The amount shown may be dividends a corporation paid directly to you as a participant (or beneficiary of a participant) in an employee stock ownership plan (ESOP). Report it as a dividend on your Form 1040 or 1040-SR but treat it as a plan distribution, not as investment income, for any other purpose.',
      },
      {
        lead: 'Box 2a.',
        text: 'Shows total capital gain distributions from a regulated investment company (RIC) or real estate investment trust (REIT). See How To Report in the Instructions for Schedule D (Form 1040). But, if no amount is shown in boxes 2b, 2c, 2d, and 2f and your only capital gains and losses are capital gain distributions, you may be able to report the amounts shown in box 2a on your Form 1040 or 1040-SR rather than Schedule D. See the Instructions for Form 1040.',
      },
      {
        lead: 'Box 2b.',
        text: 'Shows the portion of the amount in box 2a that is unrecaptured section 1250 gain from certain depreciable real property. See the Unrecaptured Section 1250 Gain Worksheet in the Instructions for Schedule D (Form 1040).',
      },
      {
        lead: 'Box 2c.',
        text: 'Shows the portion of the amount in box 2a that is section 1202 gain from certain small business stock that may be subject to an exclusion. See the Schedule D (Form 1040) instructions.',
      },
      {
        lead: 'Box 2d.',
        text: 'Shows the portion of the amount in box 2a that is 28% rate gain from sales or exchanges of collectibles. If required, use this amount when completing the 28% Rate Gain Worksheet in the Instructions for Schedule D (Form 1040).',
      },
      {
        lead: 'Box 2e.',
        text: 'Shows the portion of the amount in box 1a that is section 897 gain attributable to disposition of U.S. real property interests (USRPI).',
      },
      {
        lead: 'Box 2f.',
        text: 'Shows the portion of the amount in box 2a that is section 897 gain attributable to disposition of USRPI. Note: Boxes 2e and 2f apply only to foreign persons and entities whose income maintains its character when passed through or distributed to its direct or indirect foreign owners or beneficiaries. It is generally treated as effectively connected to a trade or business within the United States. See the instructions for your tax return.',
      },
      {
        lead: 'Box 3.',
        text: 'Shows a return of capital. To the extent of your cost (or other basis) in the stock, the distribution reduces your basis and is not taxable. Any amount received in excess of your basis is taxable to you as capital gain, even though it is not reported in box 2a. See Pub. 550.',
      },
      backup,
      {
        lead: 'Box 5.',
        text: 'Shows the portion of the amount in box 1a that may be eligible for the 20% qualified business income deduction under section 199A. See the instructions for Form 8995 and Form 8995-A.',
      },
      {
        lead: 'Box 6.',
        text: 'Shows your share of expenses of a nonpublicly offered RIC, generally a nonpublicly offered mutual fund. This amount is included in box 1a.',
      },
      {
        lead: 'Box 7.',
        text: 'Shows the foreign tax that you may be able to claim as a deduction or a credit on Form 1040 or 1040-SR. See the Instructions for Form 1040.',
      },
      { lead: 'Box 8.', text: 'This box should be left blank if a RIC reported the foreign tax shown in box 7.' },
      { lead: 'Boxes 9 and 10.', text: 'Show cash and noncash liquidation distributions.' },
      {
        lead: 'Box 11.',
        text: 'If the FATCA filing requirement box is checked, the payer is reporting on this Form 1099 to satisfy its account reporting requirement under chapter 4 of the Internal Revenue Code. You may also have a filing requirement. See the Instructions for Form 8938.',
      },
      {
        lead: 'Box 12.',
        text: 'Shows exempt-interest dividends from a mutual fund or other RIC paid to you during the calendar year. See the Instructions for Form 1040 for where to report. This amount may be subject to backup withholding. See Box 4 above.',
      },
      {
        lead: 'Box 13.',
        text: 'Shows exempt-interest dividends subject to the alternative minimum tax. This amount is included in box 12. See the Instructions for Form 6251.',
      },
      { lead: 'Boxes 14–16.', text: 'State income tax withheld reporting boxes.' },
      future('1099-DIV'),
      freeFile,
    ],
  },
  '1099-B': {
    title: 'Instructions for Recipient',
    paras: [
      {
        text: "Brokers and barter exchanges must report proceeds from (and in some cases, basis for) transactions to you and the IRS on Form 1099-B. Reporting is also required when your broker knows or has reason to know that a corporation in which you own stock has had a reportable change in control or capital structure. You may be required to recognize gain from the receipt of cash, stock, or other property that was exchanged for the corporation's stock. If your broker reported this type of transaction to you, the corporation is identified in box 1a.",
      },
      tinPara('Recipient'),
      {
        lead: 'Account number.',
        text: 'May show an account or other unique number the payer assigned to distinguish your account.',
      },
      {
        lead: 'CUSIP number.',
        text: 'Shows the CUSIP (Committee on Uniform Security Identification Procedures) number or other applicable identifying number.',
      },
      fatca,
      {
        lead: 'Applicable checkbox on Form 8949.',
        text: 'Indicates where to report this transaction on Form 8949 and Schedule D (Form 1040), and which checkbox is applicable. See the instructions for your Schedule D (Form 1040) and/or Form 8949.',
      },
      {
        lead: 'Box 1a.',
        text: 'Shows a brief description of the item or service for which amounts are being reported. For regulated futures contracts and forward contracts, "RFC" or other appropriate description may be shown. For section 1256 option contracts, "Section 1256 option" or other appropriate description may be shown.',
      },
      {
        lead: 'Box 1b.',
        text: 'This box may be blank if box 5 is checked or if the securities sold were acquired on a variety of dates. For short sales, the date shown is the date you acquired the security delivered to close the short sale.',
      },
      {
        lead: 'Box 1c.',
        text: 'Shows the trade date of the sale or exchange. For short sales, the date shown is the date the security was delivered to close the short sale. For aggregate reporting in boxes 8 through 11, no entry will be present.',
      },
      {
        lead: 'Box 1d.',
        text: 'Shows the cash proceeds, reduced by any commissions or transfer taxes related to the sale, for transactions involving stocks, debt, commodities, forward contracts, non-Section 1256 option contracts, or securities futures contracts. May show the proceeds from the disposition of your interest(s) in a widely held fixed investment trust. May also show the aggregate amount of cash and the fair market value of any stock or other property received in a reportable change in control or capital structure arising from the corporate transfer of property to a foreign corporation.',
      },
      {
        lead: 'Box 1e.',
        text: 'Shows the cost or other basis of securities sold. If the securities were acquired through the exercise of a noncompensatory option granted or acquired on or after January 1, 2014, the basis has been adjusted to reflect your option premium.',
      },
      {
        lead: 'Box 1f.',
        text: 'Shows the amount of accrued market discount. For details on market discount, see Schedule D (Form 1040) instructions, the Instructions for Form 8949, and Pub. 550.',
      },
      {
        lead: 'Box 1g.',
        text: 'Shows the amount of nondeductible loss in a wash sale transaction. For details on wash sales, see Schedule D (Form 1040) instructions, the Instructions for Form 8949, and Pub. 550.',
      },
      {
        lead: 'Box 2.',
        text: 'The short-term and long-term boxes pertain to short-term gain or loss and long-term gain or loss. If the "Ordinary" box is checked, your security may be subject to special rules.',
      },
      {
        lead: 'Box 3.',
        text: 'If checked, proceeds are from a transaction involving collectibles or from a Qualified Opportunity Fund (QOF).',
      },
      backup,
      {
        lead: 'Box 5.',
        text: 'If checked, the securities sold were noncovered securities and boxes 1b, 1e, 1f, 1g, and 2 may be blank. Generally, a noncovered security means stock purchased before 2011, stock in most mutual funds purchased before 2012, stock purchased in or transferred to a dividend reinvestment plan before 2012, debt acquired before 2014, options granted or acquired before 2014, and securities futures contracts entered into before 2014.',
      },
      {
        lead: 'Box 6.',
        text: 'If the exercise of a noncompensatory option resulted in a sale of a security, a checked "net proceeds" box indicates whether the amount in box 1d was adjusted for option premium.',
      },
      {
        lead: 'Box 7.',
        text: 'If checked, you cannot take a loss on your tax return based on gross proceeds from an acquisition of control or substantial change in capital structure reported in box 1d. Do not report this loss on Form 8949.',
      },
      {
        lead: 'Box 8.',
        text: 'Shows profit or (loss) realized on regulated futures, foreign currency, or Section 1256 option contracts closed during the year.',
      },
      {
        lead: 'Box 12.',
        text: 'If checked, the basis in box 1e has been reported to the IRS and one of the boxes in box 2 must be checked. If box 2 is not checked, see your broker.',
      },
      {
        lead: 'Box 13.',
        text: 'Shows the cash you received, the fair market value of any property or services you received, and the fair market value of any trade credits or scrip credited to your account by a barter exchange. See Pub. 525.',
      },
      { lead: 'Boxes 14–16.', text: 'Show state(s)/local income tax information.' },
      future('1099-B'),
      freeFile,
    ],
  },
  '1099-R': {
    title: 'Instructions for Recipient',
    paras: [
      {
        text: 'Generally, distributions from pensions, annuities, profit-sharing and retirement plans (including section 457 state and local government plans), IRAs, insurance contracts, etc., are reported to recipients on Form 1099-R.',
      },
      {
        lead: 'Qualified plans and section 403(b) plans.',
        text: 'If you receive a total distribution from a qualified plan, you may be eligible for a rollover. If you receive a lump-sum distribution and you were born before January 2, 1936, you may be able to elect optional methods of figuring the tax on the distribution. See Form 4972.',
      },
      {
        lead: 'IRAs.',
        text: 'For distributions from a traditional individual retirement arrangement (IRA), simplified employee pension (SEP), or savings incentive match plan for employees (SIMPLE), generally the payer is not required to compute the taxable amount. See the Instructions for Form 1040 to determine the taxable amount. If you are at least age 73, you must take minimum distributions from your IRA (other than a Roth IRA).',
      },
      {
        lead: 'Roth IRAs.',
        text: 'For distributions from a Roth IRA, generally the payer is not required to compute the taxable amount. You must compute any taxable amount on Form 8606.',
      },
      tinPara('Recipient'),
      account,
      {
        lead: 'Box 1.',
        text: 'Shows the total amount you received this year. The amount may have been a direct rollover, a transfer or conversion to a Roth IRA, a recharacterized IRA contribution; or you may have received it as periodic payments, as nonperiodic payments, or as a total distribution. Report the amount on Form 1040, 1040-SR, or 1040-NR on the line for "IRA distributions" or "Pensions and annuities" (whichever applies), and on Form 8606, as applicable.',
      },
      {
        lead: 'Box 2a.',
        text: 'This part of the distribution is generally taxable. If there is no entry in this box, the payer may not have all the facts needed to figure the taxable amount. In that case, the first box in box 2b should be checked. You may want to get one of the following publications from the IRS to help you figure the taxable amount: Pub. 575, Pension and Annuity Income; Pub. 590-B; Pub. 721; or Pub. 939.',
      },
      {
        lead: 'Box 2b.',
        text: 'If the first checkbox is checked, the payer was unable to determine the taxable amount, and box 2a should be blank, except for an IRA. It is your responsibility to determine the taxable amount. If the second checkbox is checked, the distribution was a total distribution that closed out your account.',
      },
      {
        lead: 'Box 3.',
        text: 'If you received a lump-sum distribution from a qualified plan and were born before January 2, 1936 (or you are the beneficiary of someone born before January 2, 1936), you may be able to elect to treat this amount as a capital gain on Form 4972 (not on Schedule D (Form 1040)).',
      },
      {
        lead: 'Box 4.',
        text: 'Shows federal income tax withheld. Include this amount on your income tax return as tax withheld, and if box 4 shows an amount (other than zero), attach Copy B to your return. Generally, if you will receive payments next year that are not eligible rollover distributions, you can change your withholding or elect not to have income tax withheld by giving the payer Form W-4P.',
      },
      {
        lead: 'Box 5.',
        text: "Generally, this shows the employee's investment in the contract (after-tax contributions), if any, recovered tax free this year; the portion that is your basis in a designated Roth account; the part of premiums paid on commercial annuities or insurance contracts recovered tax free; the nontaxable part of a charitable gift annuity; or the investment in a life insurance contract reported on Form 1099-R.",
      },
      {
        lead: 'Box 6.',
        text: "If you received a lump-sum distribution from a qualified plan that includes securities of the employer's company, the net unrealized appreciation (NUA) (any increase in value of such securities while in the trust) is taxed only when you sell the securities unless you choose to include it in your gross income this year.",
      },
      {
        lead: 'Box 7.',
        text: 'The following codes identify the distribution you received. For more information on these distributions, see the instructions for your tax return. Also, certain distributions may be subject to an additional 10% tax. See the Instructions for Form 5329. 1—Early distribution, no known exception (in most cases, under age 59 1/2). 2—Early distribution, exception applies (under age 59 1/2). 3—Disability. 4—Death. 5—Prohibited transaction. 6—Section 1035 exchange (a tax-free exchange of life insurance, annuity, qualified long-term care insurance, or endowment contracts). 7—Normal distribution. 8—Excess contributions plus earnings/excess deferrals (and/or earnings) taxable in the current year. 9—Cost of current life insurance protection. A—May be eligible for 10-year tax option. B—Designated Roth account distribution. D—Annuity payments from nonqualified annuities that may be subject to tax under section 1411. E—Distributions under Employee Plans Compliance Resolution System (EPCRS). F—Charitable gift annuity. G—Direct rollover of a distribution to a qualified plan, a section 403(b) plan, a governmental section 457(b) plan, or an IRA. H—Direct rollover of a designated Roth account distribution to a Roth IRA. J—Early distribution from a Roth IRA. K—Distribution of traditional IRA assets not having a readily available FMV. L—Loans treated as deemed distributions under section 72(p). M—Qualified plan loan offset. N—Recharacterized IRA contribution made for the current year. P—Excess contributions plus earnings/excess deferrals taxable in the prior year. Q—Qualified distribution from a Roth IRA. R—Recharacterized IRA contribution made for the prior year. S—Early distribution from a SIMPLE IRA in the first 2 years, no known exception. T—Roth IRA distribution, exception applies. U—Dividends distributed from an ESOP under section 404(k). W—Charges or payments for purchasing qualified long-term care insurance contracts under combined arrangements. Y—Qualified charitable distribution (QCD) under section 408(d)(8).',
      },
      {
        lead: 'IRA/SEP/SIMPLE.',
        text: 'This box should be checked if the distribution is from a traditional IRA, SEP IRA, or SIMPLE IRA. It is not checked for a Roth IRA.',
      },
      {
        lead: 'Box 8.',
        text: 'If you received an annuity contract as part of a distribution, the value of the contract is shown. It is not taxable when you receive it and should not be included in boxes 1 and 2a.',
      },
      {
        lead: 'Box 9a.',
        text: 'If a total distribution was made to more than one person, the percentage you received is shown.',
      },
      {
        lead: 'Box 9b.',
        text: "For a life annuity from a qualified plan or from a section 403(b) plan (with after-tax contributions), an amount may be shown for the employee's total investment in the contract. It is used to compute the taxable part of the distribution. See Pub. 575.",
      },
      {
        lead: 'Box 10.',
        text: 'If an amount is reported in this box, see the Instructions for Form 5329 and Pub. 575.',
      },
      {
        lead: 'Box 11.',
        text: 'The first year you made a contribution to the designated Roth account reported on this form is shown in this box.',
      },
      {
        lead: 'Box 13.',
        text: 'Shows the date of payment for a reportable death benefit under section 6050Y or the date the qualified charitable distribution was made.',
      },
      {
        lead: 'Boxes 14–19.',
        text: 'If state or local income tax was withheld from the distribution, boxes 16 and 19 may show the part of the distribution subject to state and/or local tax.',
      },
      future('1099-R'),
    ],
  },
  '1099-NEC': {
    title: 'Instructions for Recipient',
    paras: [
      tinPara('Recipient'),
      {
        text: 'You received this form instead of Form W-2 because the payer did not consider you an employee and did not withhold income tax or social security and Medicare tax.',
      },
      {
        text: 'If you believe you are an employee and cannot get the payer to correct this form, report the amount shown in box 1 on the line for "Wages, salaries, tips, etc." of Form 1040, 1040-SR, or 1040-NR. You must also complete Form 8919 and attach it to your return. For more information, see Pub. 1779, Independent Contractor or Employee.',
      },
      {
        text: 'If you are not an employee but the amount in box 1 is not self-employment (SE) income (for example, it is income from a sporadic activity or a hobby), report the amount shown in box 1 on the "Other income" line (on Schedule 1 (Form 1040)).',
      },
      {
        lead: 'Account number.',
        text: 'May show an account or other unique number the payer assigned to distinguish your account.',
      },
      {
        lead: 'Box 1.',
        text: 'Shows nonemployee compensation and/or nonqualified deferred compensation (NQDC). If the amount in this box is SE income, report it on Schedule C or F (Form 1040) if a sole proprietor, or on Form 1065 and Schedule K-1 (Form 1065) if a partnership, and the recipient/partner completes Schedule SE (Form 1040).',
      },
      {
        lead: 'Box 2.',
        text: 'If checked, consumer products totaling $5,000 or more were sold to you for resale, on a buy-sell, a deposit-commission, or other basis. Generally, report any income from your sale of these products on Schedule C (Form 1040).',
      },
      {
        lead: 'Box 3.',
        text: 'Shows your total compensation of excess golden parachute payments subject to a 20% excise tax. See your tax return instructions for where to report.',
      },
      {
        lead: 'Box 4.',
        text: 'Shows backup withholding. A payer must backup withhold on certain payments if you did not give your TIN to the payer. See Form W-9 for information on backup withholding. Include this amount on your income tax return as tax withheld.',
      },
      { lead: 'Boxes 5–7.', text: 'State income tax withheld reporting boxes.' },
      future('1099-NEC'),
      freeFile,
    ],
  },
  '1099-MISC': {
    title: 'Instructions for Recipient',
    paras: [
      tinPara('Recipient'),
      account,
      fatca,
      {
        lead: 'Amounts shown may be subject to self-employment (SE) tax.',
        text: 'Individuals should see the Instructions for Schedule SE (Form 1040). Corporations, fiduciaries, or partnerships must report the amounts on the appropriate line of their tax returns.',
      },
      {
        lead: 'Form 1099-MISC incorrect?',
        text: 'If this form is incorrect or has been issued in error, contact the payer. If you cannot get this form corrected, attach an explanation to your tax return and report your information correctly.',
      },
      {
        lead: 'Box 1.',
        text: 'Report rents from real estate on Schedule E (Form 1040). However, report rents on Schedule C (Form 1040) if you provided significant services to the tenant, sold real estate as a business, or rented personal property as a business. See Pub. 527.',
      },
      {
        lead: 'Box 2.',
        text: 'Report royalties from oil, gas, or mineral properties; copyrights; and patents on Schedule E (Form 1040). However, report payments for a working interest as explained in the Schedule E (Form 1040) instructions. For royalties on timber, coal, and iron ore, see Pub. 544.',
      },
      {
        lead: 'Box 3.',
        text: 'Generally, report this amount on the "Other income" line of Schedule 1 (Form 1040) and identify the payment. The amount shown may be payments received as the beneficiary of a deceased employee, prizes, awards, taxable damages, Indian gaming profits, or other taxable income. See Pub. 525. If it is trade or business income, report this amount on Schedule C or F (Form 1040).',
      },
      {
        lead: 'Box 4.',
        text: 'Shows backup withholding or withholding on Indian gaming profits. Generally, a payer must backup withhold if you did not furnish your TIN. See Form W-9 and Pub. 505 for more information. Report this amount on your income tax return as tax withheld.',
      },
      {
        lead: 'Box 5.',
        text: 'Shows the amount paid to you as a fishing boat crew member by the operator, who considers you to be self-employed. Self-employed individuals must report this amount on Schedule C (Form 1040). See Pub. 334.',
      },
      { lead: 'Box 6.', text: 'For individuals, report on Schedule C (Form 1040).' },
      {
        lead: 'Box 7.',
        text: 'If checked, consumer products totaling $5,000 or more were sold to you for resale, on a buy-sell, a deposit-commission, or other basis. Generally, report any income from your sale of these products on Schedule C (Form 1040).',
      },
      {
        lead: 'Box 8.',
        text: 'Shows substitute payments in lieu of dividends or tax-exempt interest received by your broker on your behalf as a result of a loan of your securities. Report on the "Other income" line of Schedule 1 (Form 1040).',
      },
      { lead: 'Box 9.', text: 'Report this amount on Schedule F (Form 1040).' },
      {
        lead: 'Box 10.',
        text: 'Shows gross proceeds paid to an attorney in connection with legal services. Report only the taxable part as income on your return.',
      },
      {
        lead: 'Box 11.',
        text: 'Shows the amount of cash you received for the sale of fish if you are in the trade or business of catching fish.',
      },
      {
        lead: 'Box 12.',
        text: 'May show current year deferrals as a nonemployee under a nonqualified deferred compensation (NQDC) plan that is subject to the requirements of section 409A plus any earnings on current and prior year deferrals.',
      },
      {
        lead: 'Box 15.',
        text: 'Shows income as a nonemployee under an NQDC plan that does not meet the requirements of section 409A. Any amount included in box 12 that is currently taxable is also included in this box. Report this amount as income on your tax return.',
      },
      { lead: 'Boxes 16–18.', text: 'Show state or local income tax withheld from the payments.' },
      future('1099-MISC'),
      freeFile,
    ],
  },
  '1099-G': {
    title: 'Instructions for Recipient',
    paras: [
      tinPara('Recipient'),
      {
        lead: 'Account number.',
        text: 'May show an account or other unique number the payer assigned to distinguish your account.',
      },
      {
        lead: 'Box 1.',
        text: 'Shows the total unemployment compensation paid to you this year. Combined with other income, the amount of the unemployment compensation may subject you to federal income tax. If you expect to owe tax, you may request to have federal income tax withheld from your unemployment payments by submitting Form W-4V, Voluntary Withholding Request, to the payer. See the Instructions for Form 1040.',
      },
      {
        text: 'If you received unemployment compensation that you did not apply for, contact the state agency that paid you. The IRS cannot correct this form for you. For more information, see www.irs.gov/IdentityTheftUnemployment.',
      },
      {
        lead: 'Box 2.',
        text: 'Shows refunds, credits, or offsets of state or local income tax you received. It may be taxable to you if you deducted the state or local income tax paid on Schedule A (Form 1040). Even if you did not receive the amount shown, for example, because it was credited to your state or local estimated tax, it is still taxable if it was deducted. If you received interest on this amount, you should receive Form 1099-INT for the interest.',
      },
      {
        lead: 'Box 3.',
        text: 'Identifies the tax year for which the refunds, credits, or offsets shown in box 2 were made. If there is no entry in this box, the refund is for the prior year tax.',
      },
      {
        lead: 'Box 4.',
        text: 'Shows backup withholding or withholding you requested on unemployment compensation, Commodity Credit Corporation (CCC) loans, or certain crop disaster payments. Generally, a payer must backup withhold if you did not furnish your TIN or you did not furnish the correct TIN to the payer. Include this amount on your income tax return as tax withheld.',
      },
      {
        lead: 'Box 5.',
        text: 'Shows reemployment trade adjustment assistance (RTAA) payments you received. Include on Schedule 1 (Form 1040). See the Instructions for Form 1040.',
      },
      { lead: 'Box 6.', text: 'Shows taxable grants you received from a federal, state, or local government.' },
      {
        lead: 'Box 7.',
        text: 'Shows your taxable Department of Agriculture payments. If the payer shown is anyone other than the Department of Agriculture, it means the payer has received a payment, as a nominee, that is taxable to you. This may represent the entire agricultural subsidy payment received on your behalf by the nominee, or it may be your pro rata share of the original payment.',
      },
      {
        lead: 'Box 8.',
        text: 'If this box is checked, the amount in box 2 is attributable to an income tax that applies exclusively to income from a trade or business and is not a tax of general application.',
      },
      {
        lead: 'Box 9.',
        text: 'Shows market gain on Commodity Credit Corporation (CCC) loans whether repaid using cash or CCC certificates. See the Instructions for Schedule F (Form 1040).',
      },
      { lead: 'Boxes 10a–11.', text: 'State income tax withheld reporting boxes.' },
      future('1099-G'),
      freeFile,
    ],
  },
  '1098': {
    title: 'Instructions for Payer/Borrower',
    paras: [
      {
        text: 'A person (including a financial institution, a governmental unit, and a cooperative housing corporation) who is engaged in a trade or business and, in the course of such trade or business, received from you at least $600 of mortgage interest (including certain points) on any one mortgage in the calendar year must furnish this statement to you.',
      },
      {
        text: "If you received this statement as the payer of record on a mortgage on which there are other borrowers, furnish each of the other borrowers with information about the proper distribution of amounts reported on this form. Each borrower is entitled to deduct only the amount each borrower paid and points paid by the seller that represent each borrower's share of the amount allowable as a deduction. Each borrower may need to attach a statement to the appropriate schedule on the tax return that shows how the mortgage interest deduction was figured.",
      },
      {
        text: 'If you are not required to file a return, you do not have to report the amount of mortgage interest received. Do not deduct this amount if you did not pay it, or if it was reimbursed to you.',
      },
      tinPara("Payer's/Borrower's"),
      {
        lead: 'Account number.',
        text: 'May show an account or other unique number the lender has assigned to distinguish your account.',
      },
      {
        lead: 'Box 1.',
        text: 'Shows the mortgage interest received by the recipient/lender during the year. This amount includes interest on any obligation secured by real property, including a mortgage, home equity loan, or line of credit. This amount does not include points, government subsidy payments, or seller payments on a "buydown" mortgage. Such amounts are deductible by you only in certain circumstances.',
      },
      {
        lead: 'Box 2.',
        text: 'Shows the outstanding principal on the mortgage as of January 1 of the year. If the mortgage originated during the year, shows the mortgage principal as of the date of origination. If the recipient/lender acquired the loan during the year, shows the mortgage principal as of the date of acquisition.',
      },
      { lead: 'Box 3.', text: 'Shows the date of the mortgage origination.' },
      {
        lead: 'Box 4.',
        text: 'Do not deduct this amount. It is a refund (or credit) for overpayment(s) of interest you made in a prior year or years. If you itemized deductions in the year(s) you paid the interest, you may have to include part or all of the box 4 amount on the "Other income" line of your return for the year you receive the refund.',
      },
      {
        lead: 'Box 5.',
        text: 'If an amount is reported in this box, it may qualify to be treated as deductible mortgage interest. See the Schedule A (Form 1040) instructions and Pub. 936.',
      },
      {
        lead: 'Box 6.',
        text: 'Not all points are reportable to you. Box 6 shows points you or the seller paid this year for the purchase of your principal residence that are required to be reported to you. Generally, these points are fully deductible in the year paid, but you must subtract seller-paid points from the basis of your residence.',
      },
      {
        lead: 'Box 7.',
        text: "If the address of the property securing the mortgage is the same as the payer's/borrower's, either the box has been checked, or box 8 has been completed.",
      },
      { lead: 'Box 8.', text: 'Shows the address or description of the property securing the mortgage.' },
      {
        lead: 'Box 9.',
        text: 'If more than one property secures the loan, shows the number of properties securing the mortgage. If only one property secures the loan, this box may be blank.',
      },
      {
        lead: 'Box 10.',
        text: 'The interest recipient may use this box to give you other information, such as real estate taxes or insurance paid from escrow.',
      },
      {
        lead: 'Box 11.',
        text: 'If the recipient/lender acquired the mortgage during the year, shows the date of acquisition.',
      },
      future('1098'),
    ],
  },
  '1098-T': {
    title: 'Instructions for Student',
    paras: [
      {
        text: 'You, or the person who can claim you as a dependent, may be able to claim an education credit on Form 1040 or 1040-SR. This statement has been furnished to you by an eligible educational institution in which you are enrolled, or by an insurer who makes reimbursements or refunds of qualified tuition and related expenses to you. This statement is required to support any claim for an education credit. Retain this statement for your records.',
      },
      {
        lead: "Student's taxpayer identification number (TIN).",
        text: 'For your protection, this form may show only the last four digits of your TIN (SSN, ITIN, ATIN, or EIN). However, the issuer has reported your complete TIN to the IRS. Caution: If your TIN is not shown in this box, your school was not able to provide it. Contact your school if you have questions.',
      },
      {
        lead: 'Account number.',
        text: 'May show an account or other unique number the filer assigned to distinguish your account.',
      },
      {
        lead: 'Box 1.',
        text: 'Shows the total payments received by an eligible educational institution during the year from any source for qualified tuition and related expenses less any reimbursements or refunds made during the year that relate to those payments received during the year.',
      },
      { lead: 'Box 2.', text: 'Reserved for future use.' },
      { lead: 'Box 3.', text: 'Reserved for future use.' },
      {
        lead: 'Box 4.',
        text: 'Shows any adjustment made by an eligible educational institution for a prior year for qualified tuition and related expenses that were reported on a prior year Form 1098-T. This amount may reduce any allowable education credit that you claimed for the prior year (may result in an increase in tax liability for the year of the refund). See "recapture" in the index to Pub. 970 to report a reduction in your education credit or tuition and fees deduction.',
      },
      {
        lead: 'Box 5.',
        text: 'Shows the total of all scholarships or grants administered and processed by the eligible educational institution. The amount of scholarships or grants for the calendar year (including those not reported by the institution) may reduce the amount of the education credit you claim for the year.',
      },
      {
        lead: 'Box 6.',
        text: 'Shows adjustments to scholarships or grants for a prior year. This amount may affect the amount of any allowable tuition and fees deduction or education credit that you claimed for the prior year. You may have to file an amended income tax return (Form 1040-X) for the prior year.',
      },
      {
        lead: 'Box 7.',
        text: 'Shows whether the amount in box 1 includes amounts for an academic period beginning January–March of next year. See Pub. 970 for how to report these amounts.',
      },
      {
        lead: 'Box 8.',
        text: 'Shows whether you are considered to be carrying at least one-half the normal full-time workload for your course of study at the reporting institution.',
      },
      {
        lead: 'Box 9.',
        text: 'Shows whether you are considered to be enrolled in a program leading to a graduate degree, graduate-level certificate, or other recognized graduate-level educational credential.',
      },
      {
        lead: 'Box 10.',
        text: 'Shows the total amount of reimbursements or refunds of qualified tuition and related expenses made by an insurer. The amount of reimbursements or refunds for the calendar year may reduce the amount of any education credit you can claim for the year (may result in an increase in tax liability for the year of the refund).',
      },
      future('1098-T'),
    ],
  },
};

/** Short backs for the forms not written out above: the TIN paragraph, box lines and the links. */
const SHORT: Record<string, { title: string; who: string; boxes: [string, string][] }> = {
  '1099-K': {
    title: 'Instructions for Payee',
    who: 'Payee',
    boxes: [
      [
        'Box 1a.',
        'Shows the aggregate gross amount of payment card/third party network transactions made to you through the PSE during the calendar year.',
      ],
      [
        'Box 1b.',
        'Shows the aggregate gross amount of all reportable payment transactions made to you through the PSE during the calendar year where the card was not present at the time of the transaction or the card number was keyed into the terminal.',
      ],
      [
        'Box 2.',
        'Shows the merchant category code used for payment card/third party network transactions (if available) reported on this form.',
      ],
      [
        'Box 3.',
        'Shows the number of payment transactions (not including refund transactions) processed through the payment card/third party network.',
      ],
      [
        'Box 4.',
        'Shows backup withholding. Generally, a payer must backup withhold if you did not furnish your TIN or you did not furnish the correct TIN to the payer.',
      ],
      [
        'Boxes 5a–5l.',
        'Show the gross amount of payment card/third party network transactions made to you for each month of the calendar year.',
      ],
      ['Boxes 6–8.', 'Show state and local income tax withheld from the payments.'],
    ],
  },
  '1099-SA': {
    title: 'Instructions for Recipient',
    who: 'Recipient',
    boxes: [
      [
        'Box 1.',
        'Shows the amount received this year. The amount may have been a direct payment to the medical service provider or distributed to you.',
      ],
      [
        'Box 2.',
        'Shows the earnings on any excess contributions you withdrew from an HSA or Archer MSA by the due date of your income tax return.',
      ],
      [
        'Box 3.',
        'These codes identify the distribution you received: 1—Normal distribution; 2—Excess contributions; 3—Disability; 4—Death distribution other than code 6; 5—Prohibited transaction; 6—Death distribution after year of death to a nonspouse beneficiary.',
      ],
      ['Box 4.', 'If the account holder died, shows the fair market value (FMV) of the account on the date of death.'],
      ['Box 5.', 'Shows the type of account that is reporting this distribution.'],
    ],
  },
  '1099-Q': {
    title: 'Instructions for Recipient',
    who: 'Recipient',
    boxes: [
      [
        'Box 1.',
        'Shows the gross distribution paid to you this year from a qualified tuition program (QTP) or a Coverdell ESA. Also, shows a trustee-to-trustee transfer from one QTP to another QTP, from one Coverdell ESA to another Coverdell ESA, or from a Coverdell ESA to a QTP.',
      ],
      [
        'Box 2.',
        'Shows the earnings part of the gross distribution shown in box 1. Generally, amounts distributed from a QTP or Coverdell ESA are excluded from your income if they are used to pay qualified education expenses.',
      ],
      ['Box 3.', 'Shows your basis in the amount in box 1.'],
      [
        'Box 4.',
        'This box is checked if you made a trustee-to-trustee transfer from one QTP to another QTP or from one Coverdell ESA to another.',
      ],
      [
        'Box 5.',
        'This box shows whether the gross distribution was from a QTP (private or state) or from a Coverdell ESA.',
      ],
      ['Box 6.', 'This box is checked if you are not the designated beneficiary under the QTP or Coverdell ESA.'],
    ],
  },
  '1099-C': {
    title: 'Instructions for Debtor',
    who: 'Debtor',
    boxes: [
      [
        '',
        'You received this form because a Federal Government agency or an applicable financial entity (a creditor) has discharged (canceled or forgiven) a debt you owed, or because an identifiable event has occurred that either is or is deemed to be a discharge of a debt of $600 or more.',
      ],
      [
        'Box 1.',
        'Shows the date of the earliest identifiable event. You may have reportable income even if you receive the form in a later year.',
      ],
      [
        'Box 2.',
        'Shows the amount of debt either actually or deemed discharged. Note: If you do not agree with the amount, contact your creditor.',
      ],
      [
        'Box 3.',
        'Shows interest if included in the debt reported in box 2. See Pub. 4681 to see if you must include the interest in gross income.',
      ],
      [
        'Box 4.',
        'Shows a description of the debt. If box 7 is completed, box 4 also shows a description of the property.',
      ],
      [
        'Box 5.',
        'Shows whether you were personally liable for repayment of the debt when the debt was created or, if modified, at the time of the last modification.',
      ],
      ['Box 6.', 'Shows the reason your creditor has filed this form.'],
      [
        'Box 7.',
        'If, in the same calendar year, a foreclosure or abandonment of property occurred in connection with the cancellation of the debt, the fair market value (FMV) of the property will be shown.',
      ],
    ],
  },
  '1099-S': {
    title: 'Instructions for Transferor',
    who: 'Transferor',
    boxes: [
      [
        '',
        'For sales or exchanges of certain real estate, the person responsible for closing a real estate transaction must report the real estate proceeds to the IRS and must furnish this statement to you.',
      ],
      ['Box 1.', 'Shows the date of closing.'],
      [
        'Box 2.',
        'Shows the gross proceeds from a real estate transaction, generally the sales price. Gross proceeds include cash and notes payable to you, notes assumed by the transferee (buyer), and any notes paid off at settlement.',
      ],
      ['Box 3.', 'Shows the address or legal description of the property transferred.'],
      [
        'Box 4.',
        'If marked, shows that you received or will receive services or property (other than cash or consideration treated as cash) as part of the consideration for the property transferred.',
      ],
      [
        'Box 5.',
        'If checked, shows that you are a foreign person (nonresident alien, foreign partnership, foreign estate, or foreign trust).',
      ],
      ['Box 6.', 'Shows certain real estate tax on a residence charged to the buyer at settlement.'],
    ],
  },
  '1098-E': {
    title: 'Instructions for Borrower',
    who: 'Borrower',
    boxes: [
      [
        '',
        'A person (including a financial institution, a governmental unit, and an educational institution) that receives student loan interest of $600 or more from an individual during the year must furnish this statement to you.',
      ],
      [
        'Box 1.',
        'Shows the interest received from you by the lender during the year. You may be able to deduct student loan interest that you actually paid in the year on your income tax return. However, you may not be able to deduct the full amount of interest reported on this form.',
      ],
      [
        'Box 2.',
        'If checked, shows that the interest amount in box 1 does not include loan origination fees and/or capitalized interest for loans made before September 1, 2004.',
      ],
    ],
  },
  '5498': {
    title: 'Instructions for Participant',
    who: 'Participant',
    boxes: [
      [
        '',
        'The information on Form 5498 is submitted to the IRS by the trustee or issuer of your individual retirement arrangement (IRA) to report contributions, including any catch-up contributions, required minimum distributions (RMDs), and the fair market value (FMV) of the account. Do not attach Form 5498 to your income tax return.',
      ],
      [
        'Box 1.',
        'Shows traditional IRA contributions for the year you made in the year and through April 15 of the following year. These contributions may be deductible on your income tax return only if you meet certain requirements.',
      ],
      [
        'Box 2.',
        'Shows any rollover, including a direct rollover to a traditional IRA or Roth IRA, or a qualified rollover contribution (including a military death gratuity or SGLI payment) to a Roth IRA you made during the year.',
      ],
      ['Box 3.', 'Shows the amount converted from a traditional, SEP, or SIMPLE IRA to a Roth IRA during the year.'],
      ['Box 5.', 'Shows the FMV of all investments in your account at year end.'],
      [
        'Box 10.',
        'Shows Roth IRA contributions you made in the year and through April 15 of the following year. Do not deduct on your income tax return.',
      ],
    ],
  },
  '5498-SA': {
    title: 'Instructions for Participant',
    who: 'Participant',
    boxes: [
      [
        '',
        'The information on Form 5498-SA is submitted to the IRS by the trustee of your health savings account (HSA), Archer medical savings account (Archer MSA), or Medicare Advantage MSA (MA MSA). Do not attach Form 5498-SA to your income tax return. Instead, keep it for your records.',
      ],
      [
        'Box 2.',
        'Shows the total contributions made during the year to your HSA or Archer MSA. See Form 8889 for HSA contributions. Employer contributions are also reported on Form W-2, box 12, with code W.',
      ],
      ['Box 3.', 'Shows HSA or Archer MSA contributions made in the following year for the current tax year.'],
      [
        'Box 4.',
        'Shows any rollover contribution from an Archer MSA to this Archer MSA, or an HSA or Archer MSA to this HSA in the year.',
      ],
      ['Box 5.', 'Shows the fair market value of your HSA, Archer MSA, or MA MSA at the end of the year.'],
    ],
  },
  'W-2G': {
    title: 'Information for Winner',
    who: 'Winner',
    boxes: [
      [
        '',
        'You must report all gambling winnings as "Other income" on Schedule 1 (Form 1040), including winnings that are not reported on a Form W-2G. When required, the payer must furnish a Form W-2G to you. Keep a record of your gambling winnings and losses.',
      ],
      ['Box 1.', 'Shows the reportable winnings, reduced by the wager where allowed.'],
      [
        'Box 4.',
        'Shows any federal income tax withheld on these winnings. Federal income tax must be withheld at the rate of 24% on certain winnings less the wager. Include this amount on your income tax return as tax withheld, and attach Copy B to your return.',
      ],
      [
        'Box 9.',
        'Shows the taxpayer identification number of the winner. If the payer does not have a correct TIN, backup withholding may apply.',
      ],
    ],
  },
};

/** The instruction paragraphs for a form (a written-out back, or a short one). */
export function instructionsFor(code: string): { title: string; paras: Para[] } {
  const full = INSTRUCTIONS[code];
  if (full) return full;
  const short = SHORT[code];
  if (!short) throw new Error(`no instructions for ${code}`);
  return {
    title: short.title,
    paras: [
      tinPara(short.who),
      account,
      ...short.boxes.map(([lead, text]) => (lead ? { lead, text } : { text })),
      future(code),
      freeFile,
    ],
  };
}

/** An "Instructions for Recipient" back page. */
export function instructionsBack(code: string, rng: Rng, layout = `back/instructions/${code}`): PagePlan {
  const { title, paras } = instructionsFor(code);
  const cols = rng.pick([2, 2, 3]);
  const size = cols === 3 ? rng.float(6.2, 6.8) : rng.float(6.6, 7.4);
  const tz = rng.pick([100, 100, 92, 88]);
  return {
    layout,
    size: LETTER,
    draw: (s) => {
      const top = rng.chance(0.5) ? 40 : 48;
      s.text(title, 40, top, { font: 'HB', size: 10.5 });
      flowColumns(s, paras, 40, top + 8, 532, 792 - top - 60, cols, { size, tz, lead: size * 1.16, gutter: 16 });
    },
  };
}

/** Instruction text under a form on the same page (software-printed 1099s often do this). */
export function instructionsBelow(s: Sheet, code: string, y: number, cols = 2): void {
  const { title, paras } = instructionsFor(code);
  s.text(title, 36, y + 10, { font: 'HB', size: 9 });
  flowColumns(s, paras, 36, y + 16, 540, 792 - y - 50, cols, { size: 6.2, tz: 96, lead: 7.1, gutter: 14 });
}

/** A blank back: nothing printed (scanned, it is grey paper with specks). */
export function blankBack(size: readonly [number, number] = LETTER): PagePlan {
  return { layout: 'back/blank', size, blank: true, draw: () => undefined };
}

/** The back of a W-2: "Notice to Employee" and "Instructions for Employee". */
export function w2Back(rng: Rng, year: number): PagePlan {
  const paras: Para[] = [
    { head: true, text: 'Notice to Employee' },
    {
      lead: 'Do you have to file?',
      text: 'Refer to the Form 1040 instructions to determine if you are required to file a tax return. Even if you do not have to file a tax return, you may be eligible for a refund if box 2 shows an amount or if you are eligible for any credit.',
    },
    {
      lead: 'Earned income credit (EIC).',
      text: `You may be able to take the EIC for ${year} if your adjusted gross income (AGI) is less than a certain amount. The amount of the credit is based on income and family size. Workers without children could qualify for a smaller credit. You and any qualifying children must have valid social security numbers (SSNs). You cannot take the EIC if your investment income is more than the specified amount for ${year} or if income is earned for services provided while you were an inmate at a penal institution. For ${year} income limits and more information, visit www.irs.gov/EITC. See also Pub. 596. Any EIC that is more than your tax liability is refunded to you, but only if you file a tax return.`,
    },
    {
      lead: "Employee's social security number (SSN).",
      text: 'For your protection, this form may show only the last four digits of your SSN. However, your employer has reported your complete SSN to the IRS and SSA.',
    },
    {
      lead: 'Clergy and religious workers.',
      text: 'If you are not subject to social security and Medicare taxes, see Pub. 517.',
    },
    {
      lead: 'Corrections.',
      text: 'If your name, SSN, or address is incorrect, correct Copies B, C, and 2 and ask your employer to correct your employment record. Be sure to ask the employer to file Form W-2c, Corrected Wage and Tax Statement, with the Social Security Administration (SSA) to correct any name, SSN, or money amount error reported to the SSA on Form W-2. Be sure to get your copies of Form W-2c from your employer for all corrections made so you may file them with your tax return. If your name and SSN are correct but are not the same as shown on your social security card, you should ask for a new card that displays your correct name at any SSA office or by calling 800-772-1213. You may also visit the SSA website at www.SSA.gov.',
    },
    {
      lead: 'Cost of employer-sponsored health coverage (if such cost is provided by the employer).',
      text: 'The reporting in box 12, using code DD, of the cost of employer-sponsored health coverage is for your information only. The amount reported with code DD is not taxable.',
    },
    {
      lead: 'Credit for excess taxes.',
      text: 'If you had more than one employer in the year and more than the maximum social security employee tax, railroad retirement (RRTA) tax, or combined social security and RRTA tax was withheld, you may be able to claim a credit for the excess against your federal income tax. See the Form 1040 instructions and Pub. 505.',
    },
    { head: true, text: 'Instructions for Employee' },
    { lead: 'Box 1.', text: 'Enter this amount on the wages line of your tax return.' },
    { lead: 'Box 2.', text: 'Enter this amount on the federal income tax withheld line of your tax return.' },
    {
      lead: 'Box 5.',
      text: 'You may be required to report this amount on Form 8959, Additional Medicare Tax. See the Form 1040 instructions to determine if you are required to complete Form 8959.',
    },
    {
      lead: 'Box 6.',
      text: 'This amount includes the 1.45% Medicare Tax withheld on all Medicare wages and tips shown in box 5, as well as the 0.9% Additional Medicare Tax on any of those Medicare wages and tips above $200,000.',
    },
    {
      lead: 'Box 8.',
      text: 'This amount is not included in box 1, 3, 5, or 7. For information on how to report tips on your tax return, see the Form 1040 instructions. You must file Form 4137, Social Security and Medicare Tax on Unreported Tip Income, with your income tax return to report at least the allocated tip amount unless you can prove with adequate records that you received a smaller amount.',
    },
    {
      lead: 'Box 10.',
      text: "This amount includes the total dependent care benefits that your employer paid to you or incurred on your behalf (including amounts from a section 125 (cafeteria) plan). Any amount over your employer's plan limit is also included in box 1. See Form 2441.",
    },
    {
      lead: 'Box 11.',
      text: 'This amount is (a) reported in box 1 if it is a distribution made to you from a nonqualified deferred compensation or nongovernmental section 457(b) plan, or (b) included in box 3 and/or box 5 if it is a prior year deferral under a nonqualified or section 457(b) plan that became taxable for social security and Medicare taxes this year because there is no longer a substantial risk of forfeiture of your right to the deferred amount.',
    },
    {
      lead: 'Box 12.',
      text: 'The following list explains the codes shown in box 12. You may need this information to complete your tax return. Elective deferrals (codes D, E, F, and S) and designated Roth contributions (codes AA, BB, and EE) under all plans are generally limited to a total of $23,500. A—Uncollected social security or RRTA tax on tips. B—Uncollected Medicare tax on tips. C—Taxable cost of group-term life insurance over $50,000 (included in boxes 1, 3 (up to the social security wage base), and 5). D—Elective deferrals under a section 401(k) cash or deferred arrangement plan (including a SIMPLE 401(k) arrangement). E—Elective deferrals under a section 403(b) salary reduction agreement. F—Elective deferrals under a section 408(k)(6) salary reduction SEP. G—Elective deferrals and employer contributions (including nonelective deferrals) to a section 457(b) deferred compensation plan. H—Elective deferrals to a section 501(c)(18)(D) tax-exempt organization plan. J—Nontaxable sick pay (information only, not included in box 1, 3, or 5). K—20% excise tax on excess golden parachute payments. L—Substantiated employee business expense reimbursements (nontaxable). M—Uncollected social security or RRTA tax on taxable cost of group-term life insurance over $50,000 (former employees only). N—Uncollected Medicare tax on taxable cost of group-term life insurance over $50,000 (former employees only). P—Excludable moving expense reimbursements paid directly to a member of the U.S. Armed Forces (not included in box 1, 3, or 5). Q—Nontaxable combat pay. R—Employer contributions to your Archer MSA. S—Employee salary reduction contributions under a section 408(p) SIMPLE plan (not included in box 1). T—Adoption benefits (not included in box 1). V—Income from exercise of nonstatutory stock option(s) (included in boxes 1, 3 (up to the social security wage base), and 5). W—Employer contributions (including amounts the employee elected to contribute using a section 125 (cafeteria) plan) to your health savings account (HSA). Y—Deferrals under a section 409A nonqualified deferred compensation plan. Z—Income under a nonqualified deferred compensation plan that fails to satisfy section 409A. AA—Designated Roth contributions under a section 401(k) plan. BB—Designated Roth contributions under a section 403(b) plan. DD—Cost of employer-sponsored health coverage. Do not include this amount in box 1. EE—Designated Roth contributions under a governmental section 457(b) plan. FF—Permitted benefits under a qualified small employer health reimbursement arrangement. GG—Income from qualified equity grants under section 83(i). HH—Aggregate deferrals under section 83(i) elections as of the close of the calendar year. II—Medicaid waiver payments excluded from gross income.',
    },
    {
      lead: 'Box 13.',
      text: 'If the "Retirement plan" box is checked, special limits may apply to the amount of traditional IRA contributions you may deduct. See Pub. 590-A.',
    },
    {
      lead: 'Box 14.',
      text: "Employers may use this box to report information such as state disability insurance taxes withheld, union dues, uniform payments, health insurance premiums deducted, nontaxable income, educational assistance payments, or a member of the clergy's parsonage allowance and utilities. Railroad employers use this box to report railroad retirement (RRTA) compensation, Tier 1 tax, Tier 2 tax, Medicare tax, and Additional Medicare Tax.",
    },
  ];
  const cols = rng.pick([2, 3]);
  const size = cols === 3 ? 6.4 : 7;
  return {
    layout: 'back/w2-notice',
    size: LETTER,
    draw: (s) => {
      flowColumns(s, paras, 36, 36, 540, 700, cols, { size, tz: rng.pick([100, 94]), lead: size * 1.15, gutter: 14 });
      s.text(`Form W-2 (${year})`, 576, 770, { size: 7, align: 'right', font: 'H' });
    },
  };
}
