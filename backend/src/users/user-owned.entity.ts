import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { User } from './user.entity';

/**
 * The columns of a row that belongs to one user and goes with the account (sessions,
 * links, second factors): the `userId` foreign key and its relation, deleted on cascade.
 * Abstract, so it is no table of its own; each entity declares its table and indexes.
 */
export abstract class UserOwned {
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;
}
