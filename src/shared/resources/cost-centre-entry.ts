/** Where the cost centres' page is and who may open it: named once, light enough for the home page's link (no schema, no rule). */
export const COST_CENTRES_PERMISSION = 'admin.costCentres';
export const COST_CENTRES_PATH = '/EnterpriseService/CostCentres';
