/**
 * The demo companies: `main` and `norte`, each with its own people, customers and catalogue, so
 * every screen has real data and isolation between tenants can be seen and tested.
 */
import type { RoleName } from '../../../domain/roles';

export const DEMO_PASSWORD = 'Demo1234';

export interface DemoUser {
  email: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  phone?: string;
}

export interface DemoCustomer {
  companyName: string;
  fullName: string;
  rfc: string;
  email: string;
  region: string;
  sellerEmail: string;
  addresses: {
    zip: string;
    settlement: string;
    street: string;
    extNumber: string;
    type: 'billing' | 'shipping' | 'both';
    description?: string;
  }[];
  credit: { term: 'CREDIT' | 'ADVANCE_PAYMENT'; limit: string; currency: 'USD' | 'MXN'; days: number };
}

export interface DemoTenant {
  slug: string;
  name: string;
  shortName: string;
  productName: string;
  color: string;
  website: string;
  contactPhone: string;
  emailContact: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  businessDescription: string;
  companyEmailDomains: string[];
  externalErp: boolean;
  users: DemoUser[];
  /** [subordinate e-mail, supervisor e-mail] */
  supervision: [string, string][];
  regions: string[];
  products: { reference: string; name: string; packagingTypes: string[] }[];
  /** `region`: the sales region the warehouse serves first (a name of `regions`). */
  warehouses: { code: string; name: string; city: string; state: string; region: string; address: string }[];
  vehicleTypes: { name: string; capacityTons: string }[];
  transportSuppliers: { name: string; rfc: string; phone: string }[];
  customers: DemoCustomer[];
  /** The customer the customer-role user belongs to (by company name). */
  customerUserCompany: string;
}

const PEOPLE: Record<RoleName, [string, string]> = {
  admin: ['Ana', 'Robles Treviño'],
  'customer.service': ['Mariana', 'Ortiz Salas'],
  seller: ['Carlos', 'Méndez Ruiz'],
  'manager.seller': ['Jorge', 'Villarreal Garza'],
  'finance.credit': ['Patricia', 'Luna Herrera'],
  'finance.treasury': ['Ricardo', 'Fuentes Cano'],
  'manager.finance': ['Lucía', 'Navarro Ibarra'],
  operation: ['Miguel', 'Castañeda Ríos'],
  'manager.operation': ['Fernanda', 'Aguilar Pineda'],
  'product.admin': ['Diego', 'Salinas Mora'],
  degraded: ['Raúl', 'Esquivel Soto'],
  customer: ['Sofía', 'Cárdenas Vela'],
};

function roleUsers(domain: string): DemoUser[] {
  return (Object.keys(PEOPLE) as RoleName[]).map((role) => ({
    email: `${role}@${domain}`,
    role,
    firstName: PEOPLE[role][0],
    lastName: PEOPLE[role][1],
  }));
}

export const MAIN: DemoTenant = {
  slug: 'main',
  name: 'Granel del Bajío',
  shortName: 'Granel Bajío',
  productName: 'GranelBajío',
  color: '#003366',
  website: 'https://granelbajio.mx',
  contactPhone: '+52 442 215 8800',
  emailContact: 'contacto@granelbajio.mx',
  seoTitle: 'Granel del Bajío | Back-office',
  seoDescription: 'Pedidos, crédito, inventario y logística de materiales a granel.',
  seoKeywords: 'granel, super saco, cal, carbonato, logística',
  businessDescription:
    'Distribuidor de minerales industriales en saco, super saco y granel para la industria del Bajío y el norte de México.',
  companyEmailDomains: ['demo.local', 'granelbajio.mx'],
  externalErp: false,
  users: [
    ...roleUsers('demo.local'),
    { email: 'seller2@demo.local', role: 'seller', firstName: 'Laura', lastName: 'Vega Montes' },
    { email: 'seller3@demo.local', role: 'seller', firstName: 'Andrés', lastName: 'Padilla Lozano' },
  ],
  supervision: [
    ['seller@demo.local', 'manager.seller@demo.local'],
    ['seller2@demo.local', 'manager.seller@demo.local'],
    ['seller3@demo.local', 'manager.seller@demo.local'],
    ['seller@demo.local', 'customer.service@demo.local'],
    ['seller2@demo.local', 'customer.service@demo.local'],
  ],
  regions: ['Bajío', 'Centro', 'Noreste', 'Occidente', 'Noroeste'],
  products: [
    { reference: 'CAL-HID-25', name: 'Cal hidratada', packagingTypes: ['BAG', 'SUPERSACK', 'BULK'] },
    {
      reference: 'CAR-CAL-M200',
      name: 'Carbonato de calcio malla 200',
      packagingTypes: ['BAG', 'SUPERSACK', 'BULK'],
    },
    {
      reference: 'CAR-CAL-M325',
      name: 'Carbonato de calcio malla 325',
      packagingTypes: ['BAG', 'SUPERSACK'],
    },
    { reference: 'BEN-SOD-200', name: 'Bentonita sódica', packagingTypes: ['BAG', 'SUPERSACK'] },
    {
      reference: 'ARE-SIL-4060',
      name: 'Arena sílica 40/60',
      packagingTypes: ['SUPERSACK', 'HOPPER', 'BULK'],
    },
    { reference: 'YES-AGR-01', name: 'Yeso agrícola', packagingTypes: ['BAG', 'BULK'] },
    { reference: 'BAR-API-42', name: 'Barita grado API', packagingTypes: ['SUPERSACK', 'BULK'] },
    { reference: 'DOL-M100', name: 'Dolomita malla 100', packagingTypes: ['BAG', 'SUPERSACK', 'COMPACTED'] },
  ],
  warehouses: [
    {
      code: 'QRO-01',
      name: 'Almacén Querétaro',
      city: 'El Marqués',
      state: 'Querétaro',
      region: 'Centro',
      address: 'Carretera Estatal 210 km 28, Parque Industrial Querétaro, 76246 El Marqués, Qro.',
    },
    {
      code: 'LEO-01',
      name: 'Almacén León',
      city: 'León',
      state: 'Guanajuato',
      region: 'Bajío',
      address: 'Boulevard Aeropuerto 1402, Parque Industrial Amistad Bajío, 37668 León, Gto.',
    },
    {
      code: 'GDL-01',
      name: 'Almacén Guadalajara',
      city: 'Guadalajara',
      state: 'Jalisco',
      region: 'Occidente',
      address: 'Calle 8 número 2470, Zona Industrial, 44940 Guadalajara, Jal.',
    },
    {
      code: 'MTY-01',
      name: 'Almacén Santa Catarina',
      city: 'Santa Catarina',
      state: 'Nuevo León',
      region: 'Noreste',
      address:
        'Avenida Industrias del Poniente 455, Parque Industrial Santa Catarina, 66350 Santa Catarina, N.L.',
    },
  ],
  vehicleTypes: [
    { name: 'Camioneta 3.5 t', capacityTons: '3.5' },
    { name: 'Rabón', capacityTons: '8' },
    { name: 'Torton', capacityTons: '14' },
    { name: 'Tráiler caja seca 53 pies', capacityTons: '30' },
    { name: 'Tolva granelera', capacityTons: '35' },
    { name: 'Full (doble remolque)', capacityTons: '60' },
  ],
  transportSuppliers: [
    { name: 'Transportes del Bajío S.A. de C.V.', rfc: 'TBA0503157K2', phone: '+52 442 221 4400' },
    { name: 'Fletes Regiomontanos S.A. de C.V.', rfc: 'FRE1108224M9', phone: '+52 81 8335 1200' },
    { name: 'Logística de Occidente S. de R.L.', rfc: 'LOC1702096T1', phone: '+52 33 3668 9000' },
  ],
  customers: [
    {
      companyName: 'Cerámica Industrial de Querétaro S.A. de C.V.',
      fullName: 'Héctor Ramírez Olvera',
      rfc: 'CIQ0807145G3',
      email: 'compras@ceramicaqro.mx',
      region: 'Bajío',
      sellerEmail: 'seller@demo.local',
      addresses: [
        {
          zip: '76248',
          settlement: 'Parque Industrial FINSA Querétaro II',
          street: 'Avenida de la Noria',
          extNumber: '118',
          type: 'both',
          description: 'Planta 1',
        },
      ],
      credit: { term: 'CREDIT', limit: '150000.00', currency: 'USD', days: 30 },
    },
    {
      companyName: 'Pinturas y Recubrimientos de León S.A. de C.V.',
      fullName: 'Claudia Torres Navarro',
      rfc: 'PRL1203228H1',
      email: 'abastos@pinturasleon.mx',
      region: 'Bajío',
      sellerEmail: 'seller@demo.local',
      addresses: [
        {
          zip: '37340',
          settlement: 'Industrial',
          street: 'Boulevard Hilario Medina',
          extNumber: '2405',
          type: 'billing',
        },
        {
          zip: '37340',
          settlement: 'Industrial',
          street: 'Calle Fundidores',
          extNumber: '310',
          type: 'shipping',
          description: 'Bodega de recepción',
        },
      ],
      credit: { term: 'CREDIT', limit: '80000.00', currency: 'USD', days: 45 },
    },
    {
      companyName: 'Vidriera del Norte de Saltillo S.A. de C.V.',
      fullName: 'Roberto Garza Elizondo',
      rfc: 'VNS9906301B4',
      email: 'materias.primas@vidrierasaltillo.mx',
      region: 'Noreste',
      sellerEmail: 'seller2@demo.local',
      addresses: [
        {
          zip: '25083',
          settlement: 'Parque Industrial la Angostura',
          street: 'Carretera Saltillo-Monterrey km',
          extNumber: '4.5',
          type: 'both',
        },
      ],
      credit: { term: 'CREDIT', limit: '250000.00', currency: 'USD', days: 60 },
    },
    {
      companyName: 'Agroinsumos de Irapuato S.P.R. de R.L.',
      fullName: 'José Luis Pérez Guzmán',
      rfc: 'AIR1410016P8',
      email: 'pedidos@agroirapuato.mx',
      region: 'Bajío',
      sellerEmail: 'seller2@demo.local',
      addresses: [
        {
          zip: '36541',
          settlement: 'Irapuato (Ciudad Industrial)',
          street: 'Avenida Ciudad Industrial',
          extNumber: '1520',
          type: 'both',
        },
      ],
      credit: { term: 'ADVANCE_PAYMENT', limit: '0.00', currency: 'MXN', days: 0 },
    },
    {
      companyName: 'Plásticos Técnicos de Jalisco S.A. de C.V.',
      fullName: 'Gabriela Núñez Arias',
      rfc: 'PTJ1011049R6',
      email: 'compras@plastecjal.mx',
      region: 'Occidente',
      sellerEmail: 'seller3@demo.local',
      addresses: [
        {
          zip: '44940',
          settlement: 'Zona Industrial',
          street: 'Calle 26',
          extNumber: '2287',
          type: 'billing',
        },
        {
          zip: '45222',
          settlement: 'Guadalajara Technology Park',
          street: 'Carretera a Nogales km',
          extNumber: '13.5',
          type: 'shipping',
          description: 'Nave 7',
        },
      ],
      credit: { term: 'CREDIT', limit: '1200000.00', currency: 'MXN', days: 30 },
    },
    {
      companyName: 'Fundiciones Aguascalientes S.A. de C.V.',
      fullName: 'Arturo Delgado Macías',
      rfc: 'FAG0602203C5',
      email: 'almacen@fundiags.mx',
      region: 'Centro',
      sellerEmail: 'seller3@demo.local',
      addresses: [
        {
          zip: '20290',
          settlement: 'Ciudad Industrial',
          street: 'Avenida Japón',
          extNumber: '402',
          type: 'both',
        },
      ],
      credit: { term: 'CREDIT', limit: '60000.00', currency: 'USD', days: 15 },
    },
    {
      companyName: 'Perforaciones del Golfo Norte S.A. de C.V.',
      fullName: 'Eduardo Cantú Leal',
      rfc: 'PGN1305137D2',
      email: 'logistica@perfgolfo.mx',
      region: 'Noreste',
      sellerEmail: 'manager.seller@demo.local',
      addresses: [
        {
          zip: '66390',
          settlement: 'Parque Industrial Milimex',
          street: 'Avenida Industrias',
          extNumber: '115',
          type: 'both',
        },
      ],
      credit: { term: 'CREDIT', limit: '400000.00', currency: 'USD', days: 30 },
    },
    {
      companyName: 'Química Vallejo S.A. de C.V.',
      fullName: 'Verónica Salgado Ponce',
      rfc: 'QVA0410182F7',
      email: 'compras@quimicavallejo.mx',
      region: 'Centro',
      sellerEmail: 'seller@demo.local',
      addresses: [
        {
          zip: '02300',
          settlement: 'Industrial Vallejo',
          street: 'Poniente 140',
          extNumber: '720',
          type: 'both',
        },
      ],
      credit: { term: 'ADVANCE_PAYMENT', limit: '0.00', currency: 'USD', days: 0 },
    },
  ],
  customerUserCompany: 'Cerámica Industrial de Querétaro S.A. de C.V.',
};

export const NORTE: DemoTenant = {
  slug: 'norte',
  name: 'Minerales del Norte',
  shortName: 'MinNorte',
  productName: 'NorteExpress',
  color: '#8a1538',
  website: 'https://mineralesnorte.mx',
  contactPhone: '+52 844 410 2200',
  emailContact: 'ventas@mineralesnorte.mx',
  seoTitle: 'Minerales del Norte | Back-office',
  seoDescription: 'Back-office de pedidos de Minerales del Norte.',
  seoKeywords: 'minerales, granel, Saltillo',
  businessDescription: 'Minerales industriales para Coahuila, Chihuahua y Baja California.',
  companyEmailDomains: ['norte.demo.local', 'mineralesnorte.mx'],
  externalErp: true,
  users: roleUsers('norte.demo.local').map((u) => ({
    ...u,
    firstName: `${u.firstName} N.`,
  })),
  supervision: [
    ['seller@norte.demo.local', 'manager.seller@norte.demo.local'],
    ['seller@norte.demo.local', 'customer.service@norte.demo.local'],
  ],
  regions: ['Coahuila', 'Chihuahua', 'Baja California'],
  products: [
    { reference: 'NT-CAL-VIVA', name: 'Cal viva', packagingTypes: ['SUPERSACK', 'BULK'] },
    { reference: 'NT-FLU-97', name: 'Fluorita grado ácido', packagingTypes: ['SUPERSACK', 'BULK'] },
    { reference: 'NT-CEL-01', name: 'Celestita', packagingTypes: ['BAG', 'SUPERSACK'] },
  ],
  warehouses: [
    {
      code: 'SAL-01',
      name: 'Patio Ramos Arizpe',
      city: 'Ramos Arizpe',
      state: 'Coahuila de Zaragoza',
      region: 'Coahuila',
      address: 'Boulevard Omega 1805, Parque Industrial Santa María, 25903 Ramos Arizpe, Coah.',
    },
    {
      code: 'CUU-01',
      name: 'Bodega Chihuahua',
      city: 'Chihuahua',
      state: 'Chihuahua',
      region: 'Chihuahua',
      address: 'Avenida Nueva España 3300, Complejo Industrial Chihuahua, 31136 Chihuahua, Chih.',
    },
    {
      code: 'TIJ-01',
      name: 'Bodega Tijuana',
      city: 'Tijuana',
      state: 'Baja California',
      region: 'Baja California',
      address: 'Calle Siete Norte 112, Ciudad Industrial Nueva Tijuana, 22500 Tijuana, B.C.',
    },
  ],
  vehicleTypes: [
    { name: 'Tolva', capacityTons: '35' },
    { name: 'Plataforma', capacityTons: '28' },
  ],
  transportSuppliers: [
    { name: 'Autotransportes Coahuilenses S.A. de C.V.', rfc: 'ACO0911239J4', phone: '+52 844 430 1100' },
  ],
  customers: [
    {
      companyName: 'Aceros Planos de Ramos Arizpe S.A. de C.V.',
      fullName: 'Manuel Ochoa Rdz',
      rfc: 'APR0703129K1',
      email: 'compras@acerosplanos.mx',
      region: 'Coahuila',
      sellerEmail: 'seller@norte.demo.local',
      addresses: [
        {
          zip: '25905',
          settlement: 'Ramos Arizpe Industrial Park',
          street: 'Avenida Industria Automotriz',
          extNumber: '3100',
          type: 'both',
        },
      ],
      credit: { term: 'CREDIT', limit: '300000.00', currency: 'USD', days: 30 },
    },
    {
      companyName: 'Maquiladora Frontera Tijuana S.A. de C.V.',
      fullName: 'Karla Beltrán Ochoa',
      rfc: 'MFT1509281N3',
      email: 'materiales@mftijuana.mx',
      region: 'Baja California',
      sellerEmail: 'seller@norte.demo.local',
      addresses: [
        {
          zip: '22444',
          settlement: 'Ciudad Industrial',
          street: 'Calle Siete Sur',
          extNumber: '15',
          type: 'both',
        },
      ],
      credit: { term: 'CREDIT', limit: '90000.00', currency: 'USD', days: 30 },
    },
  ],
  customerUserCompany: 'Aceros Planos de Ramos Arizpe S.A. de C.V.',
};

export const DEMO_TENANTS = [MAIN, NORTE];
