/**
 * /EnterpriseService/Fleet: the own fleet (issue 11 §4), for users with `ownCar.fleet` (the server checks
 * every call). The 车辆, 司机, 事故 and 保险 tabs are the resource engine's (src/shared/resources/own-car.ts,
 * own-driver.ts, car-accident.ts, car-insurance.ts; the accidents with 开始处理 / 结案, the policies with the fleet's warning above), the cars' with the fleet's parts: a row's 删除, and a car's owners and week in its edit panel.
 */
import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { AccidentStep } from '../features/fleet/components/accident-step.tsx';
import { CarUpkeep, DeleteCar } from '../features/fleet/components/car-upkeep.tsx';
import { FleetAdmin } from '../features/fleet/components/fleet-admin.tsx';
import { InsuranceWarning, useInsuranceWritten } from '../features/fleet/components/insurance-warning.tsx';
import { ResourceAdmin } from '../features/resources/components/resource-admin.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import type { CarAccidentMessage, OwnCarMessage } from '../shared/index.ts';
import { CAR_ACCIDENTS } from '../shared/resources/car-accident.ts';
import { CAR_INSURANCE } from '../shared/resources/car-insurance.ts';
import { OWN_CARS } from '../shared/resources/own-car.ts';
import { OWN_DRIVERS } from '../shared/resources/own-driver.ts';
import type { PageProps } from './page-props.ts';

const rowActions = (car: OwnCarMessage, refresh: () => Promise<void>) => <DeleteCar carLicense={car.carLicense} refresh={refresh} />;
const editExtra = (car: OwnCarMessage) => <CarUpkeep carLicense={car.carLicense} />;
const accidentStep = (accident: CarAccidentMessage, refresh: () => Promise<void>) => <AccidentStep accident={accident} refresh={refresh} />;

export default function FleetPage({ title }: PageProps) {
  const { can } = usePermissions();
  const cars = <ResourceAdmin declaration={OWN_CARS} rowActions={rowActions} editExtra={editExtra} deleteNote="有未完成订单的车辆不能删除。" />;
  const drivers = <ResourceAdmin declaration={OWN_DRIVERS} deleteNote="删除后不能再派给订单。" />;
  const accidents = <ResourceAdmin declaration={CAR_ACCIDENTS} rowActions={accidentStep} />;
  const insuranceWritten = useInsuranceWritten();
  const insurance = <ResourceAdmin declaration={CAR_INSURANCE} notice={<InsuranceWarning />} onWritten={insuranceWritten} />;
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {can(OWN_CARS.permission) ? <FleetAdmin cars={cars} drivers={drivers} accidents={accidents} insurance={insurance} /> : <Hint>没有车队管理权限。</Hint>}
    </section>
  );
}
